import type { ColumnType, Generated } from 'kysely';

/** The open question to invited_user_id (the doctor or the patient), answered once. */
export interface InvitesTable {
  id: Generated<number>;
  doctor_id: number;
  patient_id: number;
  invited_user_id: number;
  created_at: ColumnType<Date, never, never>;
  answered_at: Date | null;
  answer: 'accepted' | 'declined' | null;
}
