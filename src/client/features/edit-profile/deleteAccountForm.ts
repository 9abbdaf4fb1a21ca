import { DELETE_ACCOUNT_CONFIRMATION_WORD } from '../../../shared/api/accountErasureContract';

/** The last question before erasure: the password, and the confirmation word typed. */
export interface DeleteAccountValues {
  password: string;
  confirmation: string;
}

export const emptyDeleteAccount: DeleteAccountValues = { password: '', confirmation: '' };

/** Erasure cannot be undone: the button waits for a password and the exact word. */
export function deletionConfirmed(values: DeleteAccountValues): boolean {
  return values.password !== '' && values.confirmation.trim() === DELETE_ACCOUNT_CONFIRMATION_WORD;
}
