import type { ColumnType, Generated } from 'kysely';

export interface LoginFailuresTable {
  id: Generated<number>;
  /** The email as typed, trimmed and lower-cased: unknown addresses are counted too. */
  email_key: string;
  failed_at: ColumnType<Date, never, never>;
}
