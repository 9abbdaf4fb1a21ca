import type { ColumnType } from 'kysely';

/** An administrator's invitation of a clinician by email: a one-time link (migration 023). */
export interface ClinicianInvitesTable {
  /** sha-256 of the token in the mailed link: the token itself is never stored */
  token_hash: string;
  /** lower-cased */
  email: string;
  invited_by: number | null;
  sent_at: ColumnType<Date, never, never>;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  /** set when the link makes a clinician; a newer invitation to the address expires it instead */
  used_at: ColumnType<Date | null, never, Date | string>;
}
