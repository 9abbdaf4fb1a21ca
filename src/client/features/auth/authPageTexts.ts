/**
 * The words of the log-in, register and password-reset pages; their buttons are as
 * docs/product.md#accounts-and-sessions names them, the rest in its plain style. The fields' words
 * are the account forms' (account/formTexts.ts), the toasts the account's (account/authTexts.ts).
 */
export const loginPageTexts = {
  documentTitle: 'Log in',
  title: 'Log in to Motus',
  subtitle: 'Welcome back. Log in to see your dashboard.',
  newHere: 'New to Motus? {register}',
  createAccount: 'Create an account',
  forgotPassword: 'Forgot password?',
  submit: 'LOG IN',
} as const;

export const registerPageTexts = {
  documentTitle: 'Register',
  title: 'Create your Motus account',
  subtitle: 'It takes a minute. Your details help us calculate body measures such as BMI.',
  haveAccount: 'Already have an account? {login} · {start}',
  logIn: 'Log in',
  backToStart: 'Back to start',
} as const;

/** Under both password-reset forms: the way back for someone who remembers their password. */
export const rememberedTexts = {
  remembered: 'Remembered it? {login}',
  backToLogin: 'Back to log in',
} as const;

export const forgotPasswordTexts = {
  documentTitle: 'Forgot password',
  title: 'Forgot your password?',
  subtitle:
    'Enter the email address of your account and we will send you a link to choose a new password.',
  sent: 'If an account uses this address, an email is on its way. Taking you back in a moment…',
  submit: 'RESET PASSWORD',
} as const;

export const resetPasswordTexts = {
  documentTitle: 'Reset password',
  title: 'Reset your password',
  subtitle: 'Choose a new password of at least 6 characters.',
  incompleteLink: 'This reset link is incomplete',
  incompleteLinkHint: 'Open the link from your password reset email again, or ask for a new email.',
  requestNewEmail: 'Request a new reset email',
  done: 'Your password is reset. Taking you back in a moment…',
  submit: forgotPasswordTexts.submit,
} as const;
