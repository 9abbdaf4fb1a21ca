import type { MailMessage } from './mailer';
import { firstReadSentence } from '../../../shared/messages/careTeamMessages';

/** Every mail Motus sends, worded in one place. */

export function passwordResetMail(to: string, firstName: string, resetLink: string): MailMessage {
  return {
    to,
    subject: 'Reset your Motus password',
    text: [
      `Hello ${firstName},`,
      '',
      'Someone asked to reset the password of your Motus account. To choose a new password, open this link:',
      '',
      resetLink,
      '',
      'The link works once and expires in 1 hour. Resetting your password signs you out everywhere.',
      'If you did not ask for this, ignore this mail: your password stays as it is.',
      '',
      'Motus',
    ].join('\n'),
  };
}

export function securePinMail(to: string, firstName: string, pin: string): MailMessage {
  return {
    to,
    subject: 'Your Motus secure pin',
    text: [
      `Hello ${firstName},`,
      '',
      'Your secure pin for the Medical and Laboratory profiles in Motus is:',
      '',
      `    ${pin}`,
      '',
      'It replaces any pin you had before. Enter it when Motus asks for your security pin.',
      'Motus staff will never ask you for it. If you did not ask for a new pin, sign in and',
      'change your password.',
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To an address with no account: someone on Motus wants them on their care team. */
export function getTheAppMail(
  to: string,
  inviterName: string,
  invitedAs: 'patient' | 'doctor',
  registerLink: string,
): MailMessage {
  const role = invitedAs === 'patient' ? 'as their patient' : 'as their doctor';
  return {
    to,
    subject: `${inviterName} invited you to Motus`,
    text: [
      'Hello,',
      '',
      `${inviterName} would like to add you ${role} on Motus, where people keep their health,`,
      'fitness and rehabilitation records and meet their doctors by video.',
      '',
      'Create your account with this address to see the invitation under My Invites:',
      '',
      registerLink,
      '',
      'If you do not know this person, ignore this mail: nothing is shared until you accept.',
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To a user with an account: an invitation waits under My Invites. */
export function inviteWaitingMail(
  to: string,
  firstName: string,
  inviterName: string,
  invitedAs: 'patient' | 'doctor',
  callingLink: string,
): MailMessage {
  const role = invitedAs === 'patient' ? 'as their patient' : 'as their doctor';
  return {
    to,
    subject: `${inviterName} invited you on Motus`,
    text: [
      `Hello ${firstName},`,
      '',
      `${inviterName} would like to add you ${role}. Accept or decline under My Invites:`,
      '',
      callingLink,
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To a patient who removed a doctor: the doctor's access has ended. */
export function doctorRemovedMail(to: string, firstName: string, doctorName: string): MailMessage {
  return {
    to,
    subject: `${doctorName} can no longer see your medical data`,
    text: [
      `Hello ${firstName},`,
      '',
      `You removed ${doctorName} from My Doctors on Motus. Your consent for them to view your`,
      'medical data ended at that moment, and any meetings stay in your list until they are held.',
      '',
      'If this was not you, sign in, change your password and invite your doctor again.',
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To a patient, once per grant: a doctor has begun to read what they shared. */
export function firstReadMail(
  to: string,
  firstName: string,
  doctorName: string,
  areaTitle: string,
  sharingLink: string,
): MailMessage {
  const sentence = firstReadSentence(`Dr ${doctorName}`, areaTitle);
  return {
    to,
    subject: sentence,
    text: [
      `Hello ${firstName},`,
      '',
      `${sentence}, under what you share with them on Motus.`,
      'You can see every read of your data, change what you share or stop sharing at any time:',
      '',
      sharingLink,
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To an address an administrator invited: the one-time link that makes a clinician. */
export function clinicianInviteMail(
  to: string,
  administratorName: string,
  inviteLink: string,
  lifetimeDays: number,
): MailMessage {
  return {
    to,
    subject: 'You are invited to Motus as a clinician',
    text: [
      'Hello,',
      '',
      `${administratorName} invited you to join your clinic on Motus as a clinician: your patients`,
      'can then share their health, fitness and rehabilitation records with you and meet you by video.',
      'Open this link to create your clinician account, or to accept with the account you have:',
      '',
      inviteLink,
      '',
      `The link works once and expires in ${lifetimeDays} days.`,
      'If you did not expect this, ignore this mail: nothing changes until the link is used.',
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To each patient of a clinician the clinic's administrator removed: their access has ended. */
export function clinicianRemovedMail(
  to: string,
  firstName: string,
  clinicianName: string,
): MailMessage {
  return {
    to,
    subject: `${clinicianName} can no longer see your data`,
    text: [
      `Hello ${firstName},`,
      '',
      `${clinicianName} no longer works with Motus at this clinic; they can no longer see your data.`,
      'What you shared with them ended at that moment, and they are no longer among your doctors.',
      '',
      'You can invite another doctor from Motus Calling, and choose what they see under Sharing.',
      '',
      'Motus',
    ].join('\n'),
  };
}

/** To a patient, once per prescription: a doctor added routines to their Workout (decision 043). */
export function prescriptionMail(
  to: string,
  firstName: string,
  doctorName: string,
  routineNames: readonly string[],
  workoutLink: string,
): MailMessage {
  const what = routineNames.length === 1 ? 'a routine' : `${routineNames.length} routines`;
  return {
    to,
    subject: `${doctorName} added ${what} to your Workout`,
    text: [
      `Hello ${firstName},`,
      '',
      `${doctorName} added ${what} to your Workout on Motus, with the days to do it on:`,
      ...routineNames.map((name) => `  ${name}`),
      '',
      'Open your Workout to see the plan and the dosage of each exercise. You can hide it, or ask',
      `${doctorName} to stop it:`,
      '',
      workoutLink,
      '',
      'You allowed this on your Sharing page, where you can turn it off at any time.',
      '',
      'Motus',
    ].join('\n'),
  };
}
