import type { ColumnType } from 'kysely';

/**
 * Written only by the readings table's triggers (migration 010): the current version of one
 * user's readings of one dataset. No foreign key to users: the triggers run while an account's
 * readings are deleted with it, and a deleted account's ids are never given out again.
 */
export interface ReadingVersionsTable {
  user_id: number;
  dataset_id: number;
  /** bigint, selected as version::text: the drivers differ in what they make of a bigint. */
  version: ColumnType<string, never, never>;
}
