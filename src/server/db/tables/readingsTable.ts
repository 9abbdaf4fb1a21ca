import type { ColumnType, Generated } from 'kysely';

/** A reading's element values keyed by element name, as the dataset's schema validated them. */
export type ReadingValues = Record<string, number | string>;

/**
 * One table for every dataset of every profile (docs/product.md#profiles-and-datasets): a new dataset in a config
 * needs no migration.
 */
export interface ReadingsTable {
  id: Generated<number>;
  user_id: number;
  dataset_id: number;
  /** The user's own wall-clock time of the reading (no zone): what the chart axis shows. */
  created_on: ColumnType<string, string, string>;
  values: ColumnType<ReadingValues, string, string>;
  recorded_at: ColumnType<Date, never, never>;
  /** The key a client sent the reading with, if any: a repeat of it stores nothing new. */
  idempotency_key: ColumnType<string | null, string | null | undefined, never>;
}
