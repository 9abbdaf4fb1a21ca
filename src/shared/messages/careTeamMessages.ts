/** The care team's texts: refusals, the doctor's banner, the patient's notices. */
export const careTeamMessages = {
  /** Every refusal of a doctor's read, whatever the reason: it says nothing of whether the patient exists. */
  notShared: 'This data is not shared with you.',
  /** A write carrying patient_id: a doctor's view of a patient is read-only. */
  readOnly: "A patient's data is read-only for their doctor.",
  sharingSaved: 'Sharing updated',
  sharingStopped: 'Sharing stopped',
  sharingFailed: 'Unable to update sharing!',
  accessLogFailed: 'Unable to retrieve the access log!',
} as const;

/** The banner above a patient's profile in the doctor's view. */
export function viewingBanner(patientName: string, expiresOn: string | null): string {
  return expiresOn === null
    ? `Viewing ${patientName}'s data, shared with you with no end date`
    : `Viewing ${patientName}'s data, shared with you until ${expiresOn}`;
}

/** What the doctor's page says when a read is refused after the grant ended or narrowed. */
export function noLongerShares(patientName: string, areaTitle: string): string {
  return `${patientName} no longer shares ${areaTitle} with you`;
}

/** The patient's mail on a doctor's first read under a grant. */
export function firstReadSentence(doctorName: string, areaTitle: string): string {
  return `${doctorName} viewed your ${areaTitle} for the first time`;
}

/** How long a grant holds, as the doctor's patient page says it after "Shared with you". */
export function sharedUntil(expiresOn: string | null): string {
  return expiresOn === null ? 'with no end date' : `until ${expiresOn}`;
}

/** The doctor's screens of a patient: their page, their profiles and their workout. */
export const doctorViewTexts = {
  sharedWithYou: (expiresOn: string | null) => `Shared with you ${sharedUntil(expiresOn)}`,
  sharedAreas: 'Areas shared with you',
  sharedProfiles: 'Shared profiles',
  nothingShared: 'Nothing shared',
  nothingSharedHint: (patientName: string) =>
    `${patientName} shares none of their data with you at the moment.`,
  patientLoading: 'Loading your patient…',
  patientFailed: 'We could not load your patient',
  tryAgainHint: 'Check your connection and try again.',
  patientNotFound: 'No such patient',
  patientNotFoundHint: 'This person is not among your active patients.',
  profilesLoading: 'Loading the profiles…',
  profilesFailed: 'We could not load the profiles',
  backToPatients: 'Back to My Patients',
  backTo: (patientName: string) => `Back to ${patientName}`,
  workoutDescription: 'Their routines, and the sessions they saved.',
  workoutTitle: (patientName: string) => `${patientName}'s workout`,
  routines: 'Routines',
  routinesLoading: 'Loading the routines…',
  routinesFailed: 'We could not load the routines',
  noRoutines: 'No routines yet',
  sessions: 'Session history',
  sessionsLoading: 'Loading the sessions…',
  sessionsFailed: 'We could not load the sessions',
  noSessions: 'No saved sessions yet',
  sessionDate: 'Date',
  sessionRoutine: 'Routine',
  sessionTime: 'Time',
  sessionCompleted: 'Exercises completed',
  sessionSkipped: 'Exercises skipped',
  previousPage: 'Previous page',
  nextPage: 'Next page',
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
} as const;
