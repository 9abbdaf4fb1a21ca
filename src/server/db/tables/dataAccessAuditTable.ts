import type { ColumnType, Generated } from 'kysely';

/** One successful read of protected data: who read whose, which dataset, which range. */
export interface DataAccessAuditTable {
  id: Generated<number>;
  reader_user_id: number;
  subject_user_id: number;
  dataset_id: number;
  /** yyyy-MM-dd */
  date_from: ColumnType<string, string, never>;
  /** yyyy-MM-dd */
  date_to: ColumnType<string, string, never>;
  read_at: ColumnType<Date, never, never>;
}
