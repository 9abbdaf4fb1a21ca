import type { ColumnType } from 'kysely';

/** A partner's result already stored as a reading: the partner's id for it, and which reading. */
export interface ImportedResultsTable {
  user_id: number;
  partner: string;
  source_id: string;
  reading_id: number;
  imported_at: ColumnType<Date, never, never>;
}
