import { GENDERS, type SessionUser } from '../../../shared/api/accountContract';
import type { PatientRow } from '../../../shared/api/callingContract';
import { personName } from '../../../shared/calling/personName';
import type { Sex } from '../../../shared/profile-config/referenceFor';

/** A doctor's active patient, as their pages need them: who, what is shared, until when. */
export interface GrantedPatient {
  id: number;
  name: string;
  /** The areas shared now: profile ids, and 'workout'. */
  areas: readonly string[];
  /** yyyy-MM-dd, the last day shared; null for no end date. */
  expiresOn: string | null;
  /** The patient lets this doctor add routines to their Workout (decision 043). */
  prescribe: boolean;
  /** For reference bands given per sex; undefined when the server does not say. */
  sex: Sex | undefined;
}

function sexOf(gender: string | null): Sex | undefined {
  return GENDERS.find((sex) => sex === gender);
}

/** The active patient with this id among list-patients' rows, or undefined. */
export function grantedPatientOf(
  rows: readonly PatientRow[],
  patientId: number,
): GrantedPatient | undefined {
  const row = rows.find((candidate) => candidate.patient.id === patientId);
  if (row?.status !== 'active') return undefined;
  return {
    id: row.patient.id,
    name: personName(row.patient),
    areas: row.profiles,
    expiresOn: row.expires_on,
    prescribe: row.prescribe,
    sex: sexOf(row.gender),
  };
}

/** The :patientId of an address, when it is an account id at all. */
export function patientIdOf(parameter: string | undefined): number | undefined {
  return parameter !== undefined && /^[1-9][0-9]{0,14}$/.test(parameter)
    ? Number(parameter)
    : undefined;
}

/** Only a doctor has patients; anyone else at these addresses finds nothing there. */
export function isDoctor(user: SessionUser | null): boolean {
  return user?.is_doctor === true;
}
