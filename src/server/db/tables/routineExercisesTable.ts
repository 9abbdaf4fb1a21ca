import type { ColumnType, Generated } from 'kysely';

/** One exercise of a routine, in order, with its dosage; exercise_id is a catalogue id. */
export interface RoutineExercisesTable {
  id: Generated<number>;
  routine_id: number;
  exercise_id: number;
  position: number;
  reps: number | null;
  /** Seconds. */
  time: number | null;
  /** A prescription's dosage beyond reps and time; null when not given. */
  sets: ColumnType<number | null, number | null | undefined, number | null>;
  hold_seconds: ColumnType<number | null, number | null | undefined, number | null>;
  dosage_note: ColumnType<string | null, string | null | undefined, string | null>;
}
