import { isEmailAddress } from '../../../shared/api/emailAddress';

/** The address a password reset link is mailed to, as typed. */
export interface ForgotPasswordValues {
  email: string;
}

export const emptyForgotPassword: ForgotPasswordValues = { email: '' };

/** RESET PASSWORD waits until the address looks like an email (docs/product.md#accounts-and-sessions). */
export function looksLikeEmail(values: ForgotPasswordValues): boolean {
  return isEmailAddress(values.email.trim());
}
