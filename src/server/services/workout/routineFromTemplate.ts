import type { CatalogueTemplate } from '../../../shared/workout/workoutCatalogueSchema';
import type { NewRoutine } from '../../db/repositories/routinesRepository';

/** A person's own copy of a template routine: its texts, exercises and doses, and where it came from. */
export function routineFromTemplate(template: CatalogueTemplate): NewRoutine {
  return {
    name: template.name,
    category: template.category,
    description: template.description,
    safety_info: template.safety_info,
    youtube_url: template.youtube_url ?? '',
    template_id: template.id,
    exercises: template.exercises.map((entry) => ({
      exercise_id: entry.exercise,
      reps: entry.reps,
      time: entry.time,
    })),
  };
}
