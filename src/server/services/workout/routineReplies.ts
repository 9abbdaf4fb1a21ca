import type { RoutineReply } from '../../../shared/api/workoutContract';
import type { StoredRoutine } from '../../db/repositories/routinesRepository';
import type { CatalogueIndex } from './catalogueIndex';

/**
 * A stored routine as the client reads it: each exercise with its catalogue entry. An
 * exercise taken out of the library since is left out of the reply (and logged by the
 * caller), rather than failing the whole list.
 */
export function routineReply(
  routine: StoredRoutine,
  index: CatalogueIndex,
  onMissing: (exerciseId: number) => void,
): RoutineReply {
  return {
    id: routine.id,
    name: routine.name,
    category: routine.category,
    description: routine.description,
    safety_info: routine.safety_info,
    youtube_url: routine.youtube_url,
    last_run: routine.last_run,
    times_run: routine.times_run,
    routineexercise_set: routine.exercises.flatMap((entry) => {
      const exercise = index.exerciseReply(entry.exercise_id);
      if (!exercise) {
        onMissing(entry.exercise_id);
        return [];
      }
      return [{ id: entry.id, reps: entry.reps, time: entry.time, exercise }];
    }),
  };
}
