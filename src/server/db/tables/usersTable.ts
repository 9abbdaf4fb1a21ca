import type { ColumnType, Generated, Selectable } from 'kysely';

export interface UsersTable {
  id: Generated<number>;
  email: string;
  first_name: string;
  last_name: string;
  gender: 'Male' | 'Female';
  /** metres, as the registration mask gives it: one digit, a dot, two digits */
  height: string;
  /** kilograms */
  mass: number;
  date_of_birth: string;
  fitness_type: 'sedentary' | 'athlete';
  is_doctor: Generated<boolean>;
  /** When the account became a clinician; null while it is not one (migration 023). */
  doctor_since: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  /** An IANA name (Europe/Berlin); null until the person has one (decision 034). */
  time_zone: string | null;
  password_hash: string;
  /** The person's id for their account's life: their FHIR Patient's id (migration 020). */
  patient_uuid: Generated<string>;
  created_at: ColumnType<Date, never, never>;
}

export type UserRow = Selectable<UsersTable>;
