import { emailAddressProblem } from '../../../shared/api/emailAddress';
import { callingMessages } from '../../../shared/messages/callingMessages';
import type { FieldErrors } from '../../ui/forms/useFormState';

/** An invite as typed: the address of the person invited. */
export interface InviteValues {
  email: string;
}

/** The address as it is sent: what was typed, without the spaces around it. */
export function inviteAddressOf(values: InviteValues): string {
  return values.email.trim();
}

const INVITE_EMAIL_MESSAGES = {
  missing: callingMessages.provideEmail,
  invalid: callingMessages.provideValidEmail,
} as const;

/** docs/product.md#care-team: an address is required, and must read as one. */
export function validateInvite(values: InviteValues): FieldErrors<InviteValues> {
  const problem = emailAddressProblem(values.email);
  return { email: problem && INVITE_EMAIL_MESSAGES[problem] };
}
