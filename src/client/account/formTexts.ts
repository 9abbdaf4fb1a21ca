/**
 * Validation texts of the account forms (login, register, password reset, Edit Profile),
 * quoted exactly from docs/product.md#accounts-and-sessions and docs/product.md#edit-profile.
 */
export const formTexts = {
  required: 'This field is required',
  emailNotValid: 'Email address not valid',
  passwordTooShort: 'Password should be at least 6 characters',
  passwordsDoNotMatch: 'Passwords do not match',
  invalidForm: 'Please fill in all required fields!',
} as const;

/**
 * Texts docs/product.md does not give, for rules it states (height mask, no future date of
 * birth, a positive mass). Written in the same plain style.
 */
export const formRuleTexts = {
  heightFormat: 'Enter your height in metres: one digit, a dot and two digits, e.g. 1.75',
  dateOfBirthInFuture: 'Date of birth cannot be in the future',
  massPositive: 'Enter your mass in kilograms, greater than 0',
} as const;

/**
 * The account forms' fields (Register, Log in, password reset, Edit Profile), as
 * docs/product.md#accounts-and-sessions names them; the hints are Motus's own.
 */
export const accountFieldTexts = {
  email: 'Email',
  password: 'Password',
  passwordHint: 'At least 6 characters',
  confirmPassword: 'Confirm Password',
  confirmPasswordHint: 'The same password again',
  newPassword: 'New Password',
  firstName: 'First Name',
  lastName: 'Last Name',
  gender: 'Gender',
  fitnessType: 'Fitness Type',
  fitnessTypes: { sedentary: 'Sedentary', athlete: 'Athlete' },
  height: 'Height',
  heightHint: 'In metres, e.g. 1.75',
  mass: 'Mass',
  massHint: 'In kilograms',
  dateOfBirth: 'Date of Birth',
} as const;
