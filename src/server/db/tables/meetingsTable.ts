import type { ColumnType, Generated } from 'kysely';

/** A meeting a doctor booked with a patient; meeting_id is what people type to join. */
export interface MeetingsTable {
  id: Generated<number>;
  meeting_id: string;
  meeting_name: string;
  meeting_date_time: Date;
  doctor_id: number;
  patient_id: number;
  created_at: ColumnType<Date, never, never>;
  ended_at: Date | null;
}
