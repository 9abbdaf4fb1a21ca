import type { ColumnType } from 'kysely';

/** Requests counted for one key (a route group and a client address) in its current window. */
export interface RequestRateCountsTable {
  key: string;
  hits: number;
  /** The end of the window, by the database's clock. */
  expires_at: ColumnType<Date, never, never>;
}
