import type { ColumnType } from 'kysely';

/** A user's secure pin, as a scrypt hash only: the pin itself is mailed and never stored. */
export interface SecurePinsTable {
  user_id: number;
  pin_hash: string;
  created_at: ColumnType<Date, never, never>;
}
