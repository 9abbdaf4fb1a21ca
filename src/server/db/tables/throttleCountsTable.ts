import type { ColumnType } from 'kysely';

/** Attempts of one kind by one subject within the kind's window (services/throttling). */
export interface ThrottleCountsTable {
  /** What is limited, e.g. 'login-failure' or 'reset-mail'. */
  kind: string;
  /** Whom it is limited for, e.g. the email as typed, trimmed and lower-cased. */
  subject: string;
  /** When each attempt still in the window was counted, oldest first, by the database's clock. */
  attempts: ColumnType<Date[], never, never>;
  /** The end of the newest attempt's window: after it the row says nothing and may go. */
  expires_at: ColumnType<Date, never, never>;
}
