import { PASSWORD_MIN_LENGTH } from '../../../shared/api/accountContract';
import { formMessages } from '../../../shared/messages/formMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';

export interface PasswordResetValues extends Record<string, string> {
  password: string;
  confirmPassword: string;
}

export const emptyPasswordReset: PasswordResetValues = { password: '', confirmPassword: '' };

/**
 * A new password and its confirmation, as registering and resetting both ask them: required,
 * at least 6 characters, and the confirmation equal (000 §5).
 */
export function validateNewPassword(values: PasswordResetValues): FieldErrors<PasswordResetValues> {
  return {
    password:
      values.password === ''
        ? formMessages.required
        : values.password.length < PASSWORD_MIN_LENGTH
          ? formMessages.passwordTooShort
          : undefined,
    confirmPassword:
      values.confirmPassword !== values.password ? formMessages.passwordsDoNotMatch : undefined,
  };
}

/** Password reset: the new password rules are the whole form. */
export const validatePasswordReset = validateNewPassword;
