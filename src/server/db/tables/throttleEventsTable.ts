import type { ColumnType, Generated } from 'kysely';

export interface ThrottleEventsTable {
  id: Generated<number>;
  /** What is limited, e.g. 'login-failure' or 'reset-mail'. */
  kind: string;
  /** Whom it is limited for, e.g. the email as typed, trimmed and lower-cased. */
  subject: string;
  happened_at: ColumnType<Date, never, never>;
}
