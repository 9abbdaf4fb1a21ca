import type { ColumnType } from 'kysely';

/** Per dataset, the typical intervals its stored readings were last judged against at start. */
export interface JudgedDatasetsTable {
  dataset_id: number;
  /** The dataset's intervals as JSON: a change means readings without a verdict are judged again. */
  intervals: string;
  judged_at: ColumnType<Date, never, never>;
}
