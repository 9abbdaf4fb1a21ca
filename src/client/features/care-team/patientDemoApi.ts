import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { callingPaths, type PatientRow } from '../../../shared/api/callingContract';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { engineDemoApi } from '../../engine/stories/installDemoApi';
import { installFakeApi, type AnswerToCall } from '../../test/fakeApi';
import { realProfiles } from '../../engine/testing/realProfiles';
import { patientRoutinesReply, patientSessionsReply } from './patientWorkoutExamples';
import { carePanelPaths } from '../../../shared/api/carePanelParameters';
import {
  examplePanelReply,
  exampleSummaryPath,
  panelNotFound,
  summaryFor,
  summaryReply,
} from './patientSummaryExamples';

/**
 * Answers a story's calls as the server answers a doctor: their patients (these rows), the
 * real profile configs with demo readings, the patient's routines and sessions (three pages),
 * the summary of what the first row shares, and the panel's row of them (or, with `panel:
 * 'missing'`, the panel not found). Returns the cleanup that puts the real fetch back.
 */
export function installPatientDemoApi(
  rows: PatientRow[],
  { panel = 'answers' }: { panel?: 'answers' | 'missing' } = {},
): () => void {
  const patientWorkouts: AnswerToCall = ({ path, query }) => {
    if (query[PATIENT_ID_PARAMETER] === undefined) return undefined;
    if (path === workoutPaths.routines) return { body: patientRoutinesReply };
    if (path === careTeamPaths.routineSessions) {
      return { body: patientSessionsReply(Number(query.page ?? '1'), 3) };
    }
    return undefined;
  };
  return installFakeApi([
    {
      [callingPaths.listPatients]: { body: { status: 'success', data: rows } },
      [exampleSummaryPath]: () => ({ body: summaryReply(summaryFor(rows[0]?.profiles ?? [])) }),
      [carePanelPaths.panel]: panel === 'answers' ? { body: examplePanelReply } : panelNotFound,
    },
    patientWorkouts,
    engineDemoApi(Object.values(realProfiles)),
  ]);
}
