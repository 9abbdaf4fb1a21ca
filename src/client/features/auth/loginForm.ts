import { formTexts } from '../../account/formTexts';
import type { FieldErrors } from '../../ui/forms/useFormState';

export interface LoginValues extends Record<string, string> {
  email: string;
  password: string;
}

export const emptyLogin: LoginValues = { email: '', password: '' };

/** Login: email and password each required (docs/product.md#accounts-and-sessions). */
export function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  return {
    email: values.email.trim() === '' ? formTexts.required : undefined,
    password: values.password === '' ? formTexts.required : undefined,
  };
}
