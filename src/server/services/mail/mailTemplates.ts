import type { MailMessage } from './mailer';

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
