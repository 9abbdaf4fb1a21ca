import { feedbackTexts } from '../../ui/feedback/feedbackTexts';
import { sharedUntil } from '../../../shared/messages/careTeamMessages';

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
  tryAgainHint: feedbackTexts.checkConnection,
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
