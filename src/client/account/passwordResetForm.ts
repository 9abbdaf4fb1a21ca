import { PASSWORD_MIN_LENGTH } from '../../shared/api/accountContract';
import { formTexts } from './formTexts';
import type { FieldErrors } from '../ui/forms/useFormState';

export interface PasswordResetValues extends Record<string, string> {
  password: string;
  confirmPassword: string;
}

export const emptyPasswordReset: PasswordResetValues = { password: '', confirmPassword: '' };

/**
 * A new password and its confirmation, as registering and resetting both ask them: required,
 * at least 6 characters, and the confirmation equal (docs/product.md#accounts-and-sessions).
 */
export function validateNewPassword(values: PasswordResetValues): FieldErrors<PasswordResetValues> {
  return {
    password:
      values.password === ''
        ? formTexts.required
        : values.password.length < PASSWORD_MIN_LENGTH
          ? formTexts.passwordTooShort
          : undefined,
    confirmPassword:
      values.confirmPassword !== values.password ? formTexts.passwordsDoNotMatch : undefined,
  };
}

/** Password reset: the new password rules are the whole form. */
export const validatePasswordReset = validateNewPassword;
