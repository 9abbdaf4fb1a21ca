/** Toast texts of the account screens, quoted from docs/product.md#accounts-and-sessions exactly, typos included. */
export const authTexts = {
  loginFailed: 'Unable Login!',
  registered: 'Sucessfully Registered User!',
  registerFailed: 'Unable To Register!',
  autoLoginFailed: 'Unable To Login!',
  passwordReset: 'Password Successfully Reset!',
  passwordResetFailed: 'Unable To Reset Password!',
  resetRequestSent: 'Sending Password Request!',
  resetRequestFailed: 'Unable To Send Password Reset Request!',
} as const;

/** Texts docs/product.md does not give, for states it implies; written in the same plain style. */
export const authStateTexts = {
  /** The server refused the session (expired, or logged out elsewhere). */
  sessionEnded: 'Your session has ended. Please log in again.',
} as const;

/** The frame of the account screens (AuthScreen) and the register form's button. */
export const accountScreenTexts = {
  introLabel: 'About Motus',
  pitch:
    'Your health, fitness and rehabilitation in one place, shared with the doctors you choose.',
  points: [
    'Record vitals, body measures, pain and laboratory results, and see them over time.',
    'Follow workout and rehabilitation routines with timers and session summaries.',
    'Medical records stay behind your own secure pin.',
  ],
  register: 'Register',
} as const;
