/** The texts of a person's own account that both sides show: registration and erasure. */
export const accountMessages = {
  /** A registration with an address that has an account already, by either way in. */
  emailTaken: 'An account with this email address already exists. Log in, or reset its password.',
  /** The reply to an erasure, and the notice the login page shows after it. */
  accountDeleted: 'Your account and all its data were deleted.',
  /** The password that confirms an erasure is not the account's. */
  wrongDeletePassword:
    'The password does not match your current password. Nothing was deleted: enter your current password to delete your account.',
  /** Someone who erased their account, where another person's record still names an access by them. */
  deletedAccountName: 'A deleted account',
} as const;
