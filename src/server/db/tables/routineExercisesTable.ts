import type { Generated } from 'kysely';

/** One exercise of a routine, in order, with its dosage; exercise_id is a catalogue id. */
export interface RoutineExercisesTable {
  id: Generated<number>;
  routine_id: number;
  exercise_id: number;
  position: number;
  reps: number | null;
  /** Seconds. */
  time: number | null;
}
