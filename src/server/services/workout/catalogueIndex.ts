import {
  TEMPLATE_PAGE_SIZE,
  workoutPaths,
  type ExerciseReply,
  type RoutineExerciseReply,
  type TemplateRoutineReply,
  type TemplatesBody,
} from '../../../shared/api/workoutContract';
import type {
  CatalogueExercise,
  CatalogueTemplate,
  WorkoutCatalogue,
} from '../../../shared/workout/workoutCatalogueSchema';
import {
  BODY_PARTS,
  DEFAULT_CONTRIBUTOR,
  labelOf,
  type BodyPartKey,
  type ExerciseTypeKey,
} from '../../../shared/workout/workoutVocabulary';

/** The exercise filter by keys: a request's ids or labels are turned into keys first. */
export interface ExerciseFilter {
  body_parts: readonly BodyPartKey[];
  exercise_types: readonly ExerciseTypeKey[];
}

export interface CatalogueIndex {
  exercise(id: number): CatalogueExercise | undefined;
  exerciseReply(id: number): ExerciseReply | undefined;
  template(id: number): CatalogueTemplate | undefined;
  /** Exercises working any of the parts and of any of the types; an empty list does not filter. */
  findExercises(filter: ExerciseFilter): ExerciseReply[];
  templatePage(filter: TemplatesBody): {
    pages: number;
    page: number;
    result: TemplateRoutineReply[];
  };
}

function toExerciseReply(exercise: CatalogueExercise): ExerciseReply {
  return {
    id: exercise.id,
    name: exercise.name,
    animation: exercise.animation ?? workoutPaths.exerciseAnimation(exercise.id),
    description: exercise.description,
    safety_info: exercise.safety_info,
    exercise_type: exercise.exercise_type,
    body_parts: exercise.body_parts.map((key) => ({ key, name: labelOf(BODY_PARTS, key) })),
    youtube_url: exercise.youtube_url ?? '',
    category: exercise.category,
    contributor: exercise.contributor ?? DEFAULT_CONTRIBUTOR,
  };
}

/** "knee  strength" → every word must appear in the template's name or listing. */
function searchWords(text: string | undefined): string[] {
  return (text ?? '').toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The catalogue as the workout routes read it: replies built once at start (the files do
 * not change while the server runs), lookups by id, the exercise filter and template pages.
 */
export function catalogueIndex(catalogue: WorkoutCatalogue): CatalogueIndex {
  const exercises = new Map(catalogue.exercises.map((exercise) => [exercise.id, exercise]));
  const replies = new Map(
    catalogue.exercises.map((exercise) => [exercise.id, toExerciseReply(exercise)]),
  );
  const byName = [...replies.values()].sort((a, b) => a.name.localeCompare(b.name));
  const templates = new Map(catalogue.templates.map((template) => [template.id, template]));

  const templateReply = (template: CatalogueTemplate): TemplateRoutineReply => ({
    id: template.id,
    name: template.name,
    category: template.category,
    listing: template.listing,
    description: template.description,
    safety_info: template.safety_info,
    youtube_url: template.youtube_url ?? '',
    routineexercise_set: template.exercises.flatMap((entry, position): RoutineExerciseReply[] => {
      const exercise = replies.get(entry.exercise);
      // The validator guarantees every template exercise is in the library.
      return exercise ? [{ id: position + 1, reps: entry.reps, time: entry.time, exercise }] : [];
    }),
  });
  const templateReplies = catalogue.templates.map(templateReply);

  return {
    exercise: (id) => exercises.get(id),
    exerciseReply: (id) => replies.get(id),
    template: (id) => templates.get(id),
    findExercises({ body_parts, exercise_types }) {
      const parts = new Set<string>(body_parts);
      const types = new Set<string>(exercise_types);
      return byName.filter(
        (exercise) =>
          (parts.size === 0 || exercise.body_parts.some((part) => parts.has(part.key))) &&
          (types.size === 0 || types.has(exercise.exercise_type)),
      );
    },
    templatePage({ page, category, listing }) {
      const words = searchWords(listing);
      const matching = templateReplies.filter(
        (template) =>
          (category === undefined || template.category === category) &&
          words.every((word) =>
            `${template.name} ${template.listing}`.toLowerCase().includes(word),
          ),
      );
      const pages = Math.max(1, Math.ceil(matching.length / TEMPLATE_PAGE_SIZE));
      const number = Number(page);
      const start = (number - 1) * TEMPLATE_PAGE_SIZE;
      return { pages, page: number, result: matching.slice(start, start + TEMPLATE_PAGE_SIZE) };
    },
  };
}
