import type { ColumnType, Generated } from 'kysely';

/** A patient's grant to one doctor: which areas (null: all), until when, given, revoked, first used. */
export interface CareGrantsTable {
  id: Generated<number>;
  patient_id: number;
  doctor_id: number;
  /** Profile ids and 'workout' as a JSON array; null covers every area, later ones too. */
  areas: ColumnType<string[] | null, string | null, string | null>;
  /** yyyy-MM-dd, the last day shared; null for no end date. */
  expires_on: string | null;
  /** Whether the doctor may add routines to the patient's Workout (decision 043). */
  prescribe: ColumnType<boolean, boolean | undefined, boolean>;
  sentence: string;
  given_at: ColumnType<Date, never, never>;
  revoked_at: ColumnType<Date | null, never, Date>;
  first_read_at: ColumnType<Date | null, never, Date>;
}

/** What a grant covers: areas (null for every area, later ones too) and its last day. */
export interface GrantTerms {
  areas: string[] | null;
  /** yyyy-MM-dd, inclusive; null for no end date. */
  expiresOn: string | null;
  /** The doctor may add routines to the Workout (only with the workout area covered). */
  prescribe: boolean;
}
