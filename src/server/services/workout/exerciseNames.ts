import type { WorkoutCatalogue } from '../../../shared/workout/workoutCatalogueSchema';

/**
 * The library's exercises by id and by name, as an export names a session's exercise and an
 * import finds it again: each name is one exercise's (validateWorkoutCatalogue refuses a
 * second exercise of a name).
 */
export interface ExerciseNames {
  nameOf: (exerciseId: number) => string | undefined;
  idOf: (name: string) => number | undefined;
}

export function exerciseNamesOf(catalogue: WorkoutCatalogue): ExerciseNames {
  const names = new Map(catalogue.exercises.map((exercise) => [exercise.id, exercise.name]));
  const ids = new Map(catalogue.exercises.map((exercise) => [exercise.name, exercise.id]));
  return { nameOf: (exerciseId) => names.get(exerciseId), idOf: (name) => ids.get(name) };
}
