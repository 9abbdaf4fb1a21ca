import type { ColumnType } from 'kysely';

/** The number of a person's latest write to their readings or runs (decision 047). */
export interface DataChangesTable {
  user_id: number;
  /** bigint: node-postgres returns it as text, which is all a comparison needs. */
  change: ColumnType<string, never, never>;
}
