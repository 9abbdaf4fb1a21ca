import { isEmailAddress } from '../../../shared/api/emailAddress';
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

/** docs/product.md#care-team: an address is required, and must read as one. */
export function validateInvite(values: InviteValues): FieldErrors<InviteValues> {
  const address = inviteAddressOf(values);
  if (address === '') return { email: callingMessages.provideEmail };
  return { email: isEmailAddress(address) ? undefined : callingMessages.provideValidEmail };
}
