/** The care team's words that docs/product.md does not give (its messages are in shared). */
export const careTeamTexts = {
  invitePatient: 'Invite Patient',
  inviteDoctor: 'Invite Doctor',
  myInvites: 'My Invites',
  myPatients: 'My Patients',
  myDoctors: 'My Doctors',
  noInvites: 'No invitations are waiting for you.',
  noPatients: 'No patients yet. Invite a patient with their email address.',
  noDoctors: 'No doctors yet. Invite your doctor so they can see your medical data.',
  invited: 'invited',
  /** A patient who shares none of their data with this doctor (now). */
  sharesNothing: 'shares no data',
  accept: 'Accept',
  decline: 'Decline',
  delete: 'Delete',
  emailLabel: 'Email address',
  sendInvite: 'Send Invite',
  consentTitle: 'Share your medical data?',
  consentAccept: 'I consent, accept',
  /** The grant's switch that lets a doctor add routines to the Workout (decision 043). */
  mayPrescribe: (doctorName: string) => `${doctorName} may add routines to your Workout`,
  theDoctor: 'The doctor',
  /** The consent dialog's doctor before their contact is known. */
  thisDoctor: 'this doctor',
  prescribeNeedsWorkout: 'Share Workout to allow this.',
  deleteTitle: 'Delete contact',
  deleteQuestion: (name: string) =>
    `Remove ${name} from your contacts? Any consent to see medical data ends now.`,
} as const;
