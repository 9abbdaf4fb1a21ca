import { PASSWORD_MIN_LENGTH } from '../../../shared/api/accountContract';
import { formMessages } from '../../../shared/messages/formMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';

export interface PasswordResetValues extends Record<string, string> {
  password: string;
  confirmPassword: string;
}

export const emptyPasswordReset: PasswordResetValues = { password: '', confirmPassword: '' };

/** Password reset: new password required, minimum 6; confirm must match (000 §5). */
export function validatePasswordReset(
  values: PasswordResetValues,
): FieldErrors<PasswordResetValues> {
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
