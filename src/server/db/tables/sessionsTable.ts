import type { ColumnType } from 'kysely';

export interface SessionsTable {
  /** sha-256 of the bearer token: the token itself is never stored */
  token_hash: string;
  user_id: number;
  created_at: ColumnType<Date, never, never>;
  last_used_at: ColumnType<Date, Date | undefined, Date>;
}
