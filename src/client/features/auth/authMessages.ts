/** Toast texts of the account screens, quoted from the specification (000 §8) exactly, typos included. */
export const authMessages = {
  loginFailed: 'Unable Login!',
  registered: 'Sucessfully Registered User!',
  registerFailed: 'Unable To Register!',
  autoLoginFailed: 'Unable To Login!',
  passwordReset: 'Password Successfully Reset!',
  passwordResetFailed: 'Unable To Reset Password!',
  resetRequestSent: 'Sending Password Request!',
  resetRequestFailed: 'Unable To Send Password Reset Request!',
} as const;
