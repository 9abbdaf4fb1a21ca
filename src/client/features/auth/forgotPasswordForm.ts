import { SIMPLE_EMAIL_PATTERN } from '../../../shared/api/accountContract';

/** The address a password reset link is mailed to, as typed. */
export interface ForgotPasswordValues {
  email: string;
}

export const emptyForgotPassword: ForgotPasswordValues = { email: '' };

const emailPattern = new RegExp(SIMPLE_EMAIL_PATTERN);

/** RESET PASSWORD waits until the address looks like an email (docs/product.md#accounts-and-sessions). */
export function looksLikeEmail(values: ForgotPasswordValues): boolean {
  return emailPattern.test(values.email.trim());
}
