import { feedbackTexts } from '../../ui/feedback/feedbackTexts';

/** The words of the Clinicians page and of a clinician's invitation page. */
export const cliniciansTexts = {
  pageTitle: 'Clinicians',
  pageSubtitle:
    'Invite the clinicians of your clinic by email. Each gets a link that works once, for 7 days, and makes their account a clinician’s.',
  inviteTitle: 'Invite a clinician',
  emailLabel: 'Email',
  emailHint: 'The address they will sign in with',
  invite: 'Send invitation',
  inviteFailed: 'Unable to send the invitation!',
  cliniciansTitle: 'Clinicians',
  loadingClinicians: 'Loading the clinicians…',
  cliniciansFailed: 'Unable to load the clinicians',
  checkConnection: feedbackTexts.checkConnection,
  noCliniciansTitle: 'No clinicians yet',
  noCliniciansMessage: 'Invite the first one above: they appear here once they accept.',
  /** Before the moment each became a clinician. */
  since: 'Clinician since',
  remove: 'Remove',
  removeFailed: 'Unable to remove the clinician!',
  removeTitle: (name: string) => `Remove ${name}?`,
  removeQuestion: (name: string) =>
    `${name} will no longer be a clinician. Their patients' grants end now and each patient is told by email.`,
  cancel: 'Cancel',
  invitedTitle: 'Open invitations',
  noInvitedMessage: 'No invitation is waiting to be used.',
  /** Before the moments an invitation was sent and stops working. */
  sentAt: 'Sent',
  expiresAt: 'expires',
  // The invitation's page
  invitePageTitle: 'Join your clinic as a clinician',
  loadingInvite: 'Checking your invitation…',
  inviteLoadFailed: 'Unable to check this invitation',
  // Sentences around an address, which is shown between the two parts (it wraps only after @ and dots).
  registerSubtitle: [
    'Create your clinician account for ',
    '. Your patients can then share their records with you.',
  ],
  invitedAddress: 'The address your invitation was sent to',
  acceptSubtitle: [
    'Your account ',
    ' becomes a clinician’s: your patients can then share their records with you.',
  ],
  accept: 'Accept',
  acceptFailed: 'Unable to accept the invitation!',
  signInToAccept: 'Sign in to accept',
  signInSubtitle: [
    '',
    ' has a Motus account already. Sign in with it, and you come back here to accept.',
  ],
  otherAccountTitle: 'Signed in with another address',
  signOut: 'Sign out',
  linkNotUsableTitle: 'This link cannot be used',
  goToLogin: 'Go to login',
} as const;

/** A sentence with an address in it: the words before it and after it. */
export type AroundEmail = readonly [before: string, after: string];
