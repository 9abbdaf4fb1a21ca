import type { ColumnType } from 'kysely';

/** A completed exercise of a session; actual_time is hours.minutes (docs/product.md#workout-routines). */
export interface SessionExercisesTable {
  session_id: number;
  routine_exercise_id: number;
  exercise_id: number;
  actual_reps: number | null;
  // numeric: the two drivers return it differently, so reads cast it (float8) to a number.
  actual_time: ColumnType<string | number, number, number>;
  /** The person marked it "This hurt" (decision 045). */
  hurt: ColumnType<boolean, boolean | undefined, never>;
}
