import type { ColumnType } from 'kysely';
import type { ContactStatus } from '../../../shared/api/callingContract';

/** One doctor and one patient: invited (by the doctor), invited_doctor (by the patient), active. */
export interface ContactsTable {
  doctor_id: number;
  patient_id: number;
  status: ContactStatus;
  created_at: ColumnType<Date, never, never>;
}
