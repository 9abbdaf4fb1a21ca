import type { ColumnType, Generated } from 'kysely';

/**
 * The secure pin's wrong tries and locks (services/securePins), counted under a lock on the
 * user's pin row. Limits counted before the work they limit live in throttle_counts.
 */
export interface ThrottleEventsTable {
  id: Generated<number>;
  /** What is counted: 'pin-failure' or 'pin-lock'. */
  kind: string;
  /** Whom it is counted for: 'user:<id>'. */
  subject: string;
  happened_at: ColumnType<Date, never, never>;
}
