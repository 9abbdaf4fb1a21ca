import type { PatientRow, PatientsReply } from '../../../shared/api/callingContract';
import { callingPaths } from '../../../shared/api/callingContract';
import { careTeamMessages } from '../../../shared/messages/careTeamMessages';
import { realProfiles } from '../../engine/testing/realProfiles';
import type { FakeReply } from '../../test/fakeApi';
import { emptyReads, profilesReply } from '../../test/profileRouteTesting';
import { patientRow } from './patientExamples';
import {
  exampleSummaryPath,
  panelNotFound,
  summaryFor,
  summaryReply,
} from './patientSummaryExamples';
import { carePanelPaths } from '../../../shared/api/carePanelParameters';

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

/**
 * A doctor with one patient, every real profile, empty reads for every tab, the patient's
 * summary of what the first row shares, and the panel not yet there (404).
 */
export function doctorsServer(rows: PatientRow[] = [patientRow()]): Record<string, FakeReply> {
  return {
    [callingPaths.listPatients]: patientsReply(rows),
    [exampleSummaryPath]: { body: summaryReply(summaryFor(rows[0]?.profiles ?? [])) },
    [carePanelPaths.panel]: panelNotFound,
    '/v2/profiles/': profilesReply(Object.values(realProfiles)),
    ...emptyReads,
  };
}
