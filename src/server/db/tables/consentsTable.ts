import type { ColumnType, Generated } from 'kysely';

/** One consent: who gave it, to whom (e.g. partner:ampath), for what, the sentence, when. */
export interface ConsentsTable {
  id: Generated<number>;
  user_id: number;
  grantee: string;
  purpose: string;
  sentence: string;
  given_at: ColumnType<Date, never, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
}
