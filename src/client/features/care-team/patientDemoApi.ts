import { careTeamPaths } from '../../../shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../../shared/api/profileReadParameters';
import { callingPaths, type PatientRow } from '../../../shared/api/callingContract';
import { workoutPaths } from '../../../shared/api/workoutContract';
import { installDemoApi } from '../../engine/stories/installDemoApi';
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

function json(body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });
}

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
  const removeEngineApi = installDemoApi(Object.values(realProfiles));
  const engineFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url, window.location.href);
    if (url.pathname === callingPaths.listPatients)
      return Promise.resolve(json({ status: 'success', data: rows }));
    if (url.pathname === exampleSummaryPath)
      return Promise.resolve(json(summaryReply(summaryFor(rows[0]?.profiles ?? []))));
    if (url.pathname === carePanelPaths.panel) {
      return Promise.resolve(
        panel === 'answers'
          ? json(examplePanelReply)
          : new Response(JSON.stringify(panelNotFound.body), { status: panelNotFound.status }),
      );
    }
    if (url.searchParams.has(PATIENT_ID_PARAMETER)) {
      if (url.pathname === workoutPaths.routines)
        return Promise.resolve(json(patientRoutinesReply));
      if (url.pathname === careTeamPaths.routineSessions) {
        const page = Number(url.searchParams.get('page') ?? '1');
        return Promise.resolve(json(patientSessionsReply(page, 3)));
      }
    }
    return engineFetch(request);
  };
  return () => {
    globalThis.fetch = engineFetch;
    removeEngineApi();
  };
}
