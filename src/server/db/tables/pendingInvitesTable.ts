import type { ColumnType, Generated } from 'kysely';

/** An invite to an address with no account yet; it opens when the address registers. */
export interface PendingInvitesTable {
  id: Generated<number>;
  inviter_id: number;
  email: string;
  invited_as: 'patient' | 'doctor';
  /** What a patient who invited a doctor consented to, to record when the invite opens. */
  consent_sentence: string | null;
  /** The areas of that consent (null: every area), and its last day. */
  grant_areas: ColumnType<string[] | null, string | null | undefined, never>;
  grant_expires_on: ColumnType<string | null, string | null | undefined, never>;
  grant_prescribe: ColumnType<boolean, boolean | undefined, never>;
  created_at: ColumnType<Date, never, never>;
}
