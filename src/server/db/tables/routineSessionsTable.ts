import type { ColumnType, Generated } from 'kysely';

/** One finished run of a routine (docs/product.md#workout-routines); times in seconds. */
export interface RoutineSessionsTable {
  id: Generated<number>;
  user_id: number;
  routine_id: number;
  /** yyyy-MM-dd HH:mm:ss wall-clock text (zone-less timestamps stay text, see connectDatabase). */
  created_on: string;
  time_total: number;
  time_exercising: number;
  exercises_completed: number;
  exercises_skipped: number;
  /** Pain 0–10 before the first exercise and after the last (decision 045); null when not asked or skipped. */
  pain_before: ColumnType<number | null, number | null | undefined, never>;
  pain_after: ColumnType<number | null, number | null | undefined, never>;
  idempotency_key: string | null;
  saved_at: ColumnType<Date, never, never>;
}
