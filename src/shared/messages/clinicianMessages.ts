import type { ClinicianInviteState } from '../api/adminEndpoints';

/** The server's words about clinicians and their invitations; the Clinicians page shows them. */
export const clinicianMessages = {
  /**
   * Every refusal of an administrator's call, whoever asks and whatever the id: it never tells
   * anyone which accounts exist or which of them are clinicians.
   */
  administratorsOnly:
    'Only an administrator of this clinic can do this, and only for one of its clinicians.',
  alreadyClinician: (email: string) => `${email} is already a clinician at this clinic.`,
  invited: (email: string) => `Invitation sent to ${email}.`,
  removed: (name: string) => `${name} is no longer a clinician.`,
  /** The link was opened by someone signed in with another address. */
  otherAddress: (email: string) =>
    `This invitation is for ${email}. Sign out and sign in as ${email} to accept it.`,
  /** A registration through the link must use the address the link was sent to. */
  notInvitedAddress: (email: string) => `body.email: must be ${email}, the invited address`,
  registered: 'Your clinician account is ready.',
  accepted: 'You are now a clinician at this clinic.',
  linkState: {
    used: 'This invitation has been used already: each link works once. Sign in with the account it made, or ask your administrator for a new link.',
    expired: 'This invitation has expired. Ask your clinic’s administrator to invite you again.',
    unknown:
      'This invitation link is not valid. Check that you opened the whole link from the mail, or ask your clinic’s administrator to invite you again.',
  } satisfies Record<Exclude<ClinicianInviteState, 'open'>, string>,
} as const;
