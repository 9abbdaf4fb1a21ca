/**
 * Said on a reference range that comes from a config rather than from the laboratory: configs
 * give typical adult intervals for display, never for diagnosis. An import knows it by this
 * text and does not store it as the laboratory's own.
 */
export const TYPICAL_RANGE_TEXT = 'Typical adult interval (Motus), for display only';

export const FAMILY_MEMBER_DISPLAY = 'family member';

export const ROUTINE_SESSION_TEXTS = {
  name: 'Routine session',
  figures: {
    time_total: 'Total time',
    time_exercising: 'Time exercising',
    exercises_completed: 'Exercises completed',
    exercises_skipped: 'Exercises skipped',
  },
} as const;

export const MOTUS_OBSERVER = 'Motus';

export const AUDIT_TEXTS = {
  deletedReader: 'A deleted account',
  partner: 'Partner laboratory',
  linkRecipient: 'Passcode link recipient',
  readerPatient: 'The patient',
  wrongPasscode: 'Wrong passcode: the passcode link was not opened',
  linkRefused:
    'Refused: the passcode link had ended (expired, revoked or locked after too many wrong passcodes)',
} as const;
