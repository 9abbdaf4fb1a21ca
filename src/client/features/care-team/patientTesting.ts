import type { PatientRow, PatientsReply } from '../../../shared/api/callingContract';
import { callingPaths } from '../../../shared/api/callingContract';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { realProfiles } from '../../engine/testing/realProfiles';
import type { FakeReply } from '../../test/fetchMock';
import { emptyReads, profilesReply } from '../../test/profileRouteTesting';
import { patientRow } from './patientExamples';

/** The care team's tests: a signed-in doctor, their patient, and the server's replies. */

export function patientsReply(rows: PatientRow[]): FakeReply {
  const body: PatientsReply = { status: 'success', data: rows };
  return { body };
}

/** The server's refusal of a read the grant does not cover. */
export const refusedRead: FakeReply = {
  status: 403,
  body: { status: 'error', message: careTeamMessages.notShared },
};

/** A doctor with one patient, every real profile, and empty reads for every tab. */
export function doctorsServer(rows: PatientRow[] = [patientRow()]): Record<string, FakeReply> {
  return {
    [callingPaths.listPatients]: patientsReply(rows),
    '/v2/profiles/': profilesReply(Object.values(realProfiles)),
    ...emptyReads,
  };
}
