// Apart from the care team's schemas (careTeamContract), so the browser reads these without TypeBox.

/**
 * The care team's calls: a patient's grants to their doctors, the access log of their data,
 * and the query parameter a doctor adds to a profile read to read a patient's data instead
 * of their own. All are additions to the product's calls (docs/api.md). Both sides read these.
 */
export const careTeamPaths = {
  /** GET: one row per doctor of the patient; POST: change (or, with no profiles, end) one grant. */
  sharing: '/v2/user/sharing/',
  /** GET with ?date_from=&date_to=&readers=&page=: who read the signed-in person's data, newest first. */
  accessLog: '/v2/user/access-log/',
  /** GET with ?patient_id=: a patient's saved routine sessions (every routine), newest first. */
  routineSessions: '/v2/conditioning/routine/session/list/',
  /** GET, doctors only: what a clinician reads of one patient before a call, within the grant. */
  patientSummary: '/v2/care/patients/:patient_id/summary/',
} as const;

export function patientSummaryPath(patientId: number): string {
  return careTeamPaths.patientSummary.replace(':patient_id', String(patientId));
}

/** How far back the patient summary's charts, pain and training reach from the patient's today. */
export const SUMMARY_DAYS = 90;
/** The laboratory grid's columns: the latest dates with a result. */
export const SUMMARY_LAB_DATES = 4;
/** The most runs the summary lists (90 days of daily runs fit). */
export const SUMMARY_RUNS_MAX = 200;

/** The area a grant names for the workout routines and their sessions (not a profile config). */
export const WORKOUT_AREA = 'workout';
export const WORKOUT_AREA_TITLE = 'Workout';

/** Access-log rows and routine sessions per page. */
export const ACCESS_LOG_PAGE_SIZE = 25;
export const ROUTINE_SESSIONS_PAGE_SIZE = 20;

export const ACCESS_READER_KINDS = ['self', 'doctor', 'partner', 'link'] as const;
export type AccessReaderKind = (typeof ACCESS_READER_KINDS)[number];
/** Whose rows the access log shows: everyone's, or others' only (not the person's own). */
export const ACCESS_LOG_READERS = ['everyone', 'others'] as const;
export type AccessLogReaders = (typeof ACCESS_LOG_READERS)[number];
export const ACCESS_ACTIONS = [
  'read',
  'import',
  'export',
  // A partner's consent given or withdrawn: the person sees who may import and since when.
  'consent_given',
  'consent_withdrawn',
  // A doctor's one write: a routine added to the Workout, or one they added changed (decision 043).
  'prescribe',
  'prescribe_change',
  // A clinician's panel or the patient's summary seen: one row per patient a day (decision 044).
  'summary',
] as const;
export type AccessAction = (typeof ACCESS_ACTIONS)[number];
/**
 * What a passcode link's manifest request came to: the ciphertext sent, a wrong passcode
 * counted, or the link refused because it had ended (expired, revoked, or locked by wrong
 * passcodes).
 */
export const LINK_ACCESS_OUTCOMES = ['opened', 'wrong_passcode', 'refused'] as const;
export type LinkAccessOutcome = (typeof LINK_ACCESS_OUTCOMES)[number];
