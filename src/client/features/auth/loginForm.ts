import { formMessages } from '../../../shared/messages/formMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

export const emptyLogin: LoginValues = { email: '', password: '' };

/** Login: email and password each required (000 §5). */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return {
    email: values.email.trim() === '' ? formMessages.required : undefined,
    password: values.password === '' ? formMessages.required : undefined,
  };
}
