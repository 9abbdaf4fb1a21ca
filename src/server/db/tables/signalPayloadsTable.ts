import type { ColumnType, Generated } from 'kysely';

/** A signalling message too large for NOTIFY, kept a moment for the other instances to read. */
export interface SignalPayloadsTable {
  id: Generated<number>;
  payload: string;
  created_at: ColumnType<Date, never, never>;
}
