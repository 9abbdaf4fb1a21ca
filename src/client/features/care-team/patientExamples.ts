import type { SessionUser } from '../../../shared/api/accountContract';
import type { PatientRow } from '../../../shared/api/callingContract';

/** A doctor and their patient, for the care team's tests and stories. */

export const exampleDoctor: SessionUser = {
  id: 3,
  token: 'test-token-doctor',
  email: 'grace.hopper@example.com',
  first_name: 'Grace',
  last_name: 'Hopper',
  gender: 'Female',
  height: '1.70',
  mass: 64,
  date_of_birth: '1980-12-09',
  fitness_type: 'sedentary',
  time_zone: 'America/New_York',
  is_doctor: true,
  is_admin: false,
};

export const PATIENT_ID = 12;

/** Ada shares vitals, medical, laboratory and workout until the end of January 2027. */
export function patientRow(overrides: Partial<PatientRow> = {}): PatientRow {
  return {
    status: 'active',
    patient: { id: PATIENT_ID, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com' },
    profiles: ['vitals', 'medical', 'lab', 'workout'],
    expires_on: '2027-01-31',
    prescribe: false,
    gender: 'Female',
    ...overrides,
  };
}
