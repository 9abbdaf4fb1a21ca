import type { ContactStatus } from '../../../shared/api/callingContract';

/** Why a care-team call (invite, answer, contacts) was refused, in words that say what to do. */
export const careTeamRefusals = {
  onlyDoctorsInvitePatients:
    'Only a health professional can invite patients. Invite your doctor from My Doctors instead.',
  doctorsInvitePatients: 'A health professional invites patients, not doctors.',
  notYourself: 'You cannot invite yourself.',
  notAPatient: (email: string) =>
    `${email} belongs to a health professional: invite them as your doctor, not as a patient.`,
  notADoctor: (email: string) =>
    `${email} is not registered as a health professional on Motus. Ask your doctor for the address they use here.`,
  alreadyLinked: (email: string, status: ContactStatus | 'invited') =>
    status === 'active'
      ? `${email} is already in your contacts.`
      : `${email} has an invitation waiting already.`,
  noInvite: (id: number) => `No open invitation ${id} for you.`,
  answered: 'This invitation has been answered already: each link works once.',
  noContact: (email: string) => `${email} is not among your contacts.`,
  onlyDoctorsHavePatients: 'Only a health professional has patients.',
  doctorsHaveNoDoctors: 'A health professional has patients, not doctors.',
} as const;
