import type { FieldErrors } from '../../ui/forms/useFormState';
import { accountEmailError } from '../../account/registerForm';

export interface InviteClinicianValues extends Record<string, string> {
  email: string;
}

export const emptyInvite: InviteClinicianValues = { email: '' };

/** The address's rules, as Register's email field has them. */
export function validateInvite(values: InviteClinicianValues): FieldErrors<InviteClinicianValues> {
  return { email: accountEmailError(values.email) };
}
