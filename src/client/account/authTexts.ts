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
