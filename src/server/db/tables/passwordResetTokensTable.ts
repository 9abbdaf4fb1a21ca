import type { ColumnType } from 'kysely';

export interface PasswordResetTokensTable {
  /** sha-256 of the token in the mailed link: the token itself is never stored */
  token_hash: string;
  user_id: number;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** set when the token resets a password, or when another reset makes it void */
  used_at: ColumnType<Date | null, never, Date | string>;
  created_at: ColumnType<Date, never, never>;
}
