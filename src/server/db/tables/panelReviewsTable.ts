import type { ColumnType } from 'kysely';

/** When a clinician last marked a patient reviewed on their panel (decision 044). */
export interface PanelReviewsTable {
  doctor_id: number;
  patient_id: number;
  reviewed_at: ColumnType<Date, Date | undefined, Date>;
}
