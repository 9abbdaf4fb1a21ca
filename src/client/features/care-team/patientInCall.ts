import type { PatientRow } from '../../../shared/api/callingContract';
import { personName } from '../../../shared/calling/personName';
import { grantedPatientOf, type GrantedPatient } from './grantedPatient';

/** Someone in a call as the meeting knows them: the name the server gave, and whether a member. */
export interface CallMember {
  name: string;
  /** The meeting's own doctor or patient (a guest is neither): signalling says so. */
  canModerate: boolean;
}

/**
 * The doctor's patient among the others in a call, if exactly one of them is: the meeting's
 * patient joins under their account's name and as a member (can moderate), where a guest joins
 * as Guest. Only an active patient who shares something counts; two patients of the same name
 * leave it unsaid rather than show the wrong one's summary.
 */
export function patientInCall(
  rows: readonly PatientRow[],
  others: readonly CallMember[],
): GrantedPatient | undefined {
  const members = new Set(others.filter((other) => other.canModerate).map((other) => other.name));
  const matches = rows.filter(
    (row) =>
      row.status === 'active' && row.profiles.length > 0 && members.has(personName(row.patient)),
  );
  const [only] = matches;
  if (matches.length !== 1 || !only) return undefined;
  // Two patients of one name, one sharing nothing, are still two: say nothing.
  const sameName = rows.filter((row) => personName(row.patient) === personName(only.patient));
  return sameName.length === 1 ? grantedPatientOf(rows, only.patient.id) : undefined;
}
