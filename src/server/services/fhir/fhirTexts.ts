/**
 * Said on a reference range that comes from a config rather than from the laboratory: a
 * typical adult interval, the one the reading was judged against when it was written. An
 * import knows it by this text and keeps it as a typical interval, not the laboratory's own.
 */
export const TYPICAL_RANGE_TEXT = 'Typical adult interval (Motus)';

/** The v3 ObservationInterpretation displays of the verdicts a reading is stored with. */
export const INTERPRETATION_DISPLAYS = {
  LL: 'Critical low',
  L: 'Low',
  N: 'Normal',
  H: 'High',
  HH: 'Critical high',
} as const;

export const FAMILY_MEMBER_DISPLAY = 'family member';

export const ROUTINE_SESSION_TEXTS = {
  name: 'Routine session',
  figures: {
    time_total: 'Total time',
    time_exercising: 'Time exercising',
    exercises_completed: 'Exercises completed',
    exercises_skipped: 'Exercises skipped',
  },
  /** Worded as the Pain profile's ratings are (profile-configs/pain.json). */
  pain: {
    pain_before: 'Pain before the first exercise (0-10)',
    pain_after: 'Pain after the last exercise (0-10)',
  },
  hurt: 'Exercise that hurt',
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
