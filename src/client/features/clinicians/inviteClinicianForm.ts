import { isEmailAddress } from '../../../shared/api/emailAddress';
import type { FieldErrors } from '../../ui/forms/useFormState';
import { formTexts } from '../../account/formTexts';

export interface InviteClinicianValues extends Record<string, string> {
  email: string;
}

export const emptyInvite: InviteClinicianValues = { email: '' };

/** The address's rules, as Register's email field has them. */
export function validateInvite(values: InviteClinicianValues): FieldErrors<InviteClinicianValues> {
  const email = values.email.trim();
  if (email === '') return { email: formTexts.required };
  return { email: isEmailAddress(email) ? undefined : formTexts.emailNotValid };
}
