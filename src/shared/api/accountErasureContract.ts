import { Type, type Static } from 'typebox';

/** Erasing one's own account: the account's password confirms it (yourDataEndpoints.deleteAccount). */
export const DeleteAccountBody = Type.Object(
  { password: Type.String({ minLength: 1, maxLength: 200 }) },
  { additionalProperties: false },
);
export type DeleteAccountBody = Static<typeof DeleteAccountBody>;

/** What the person must type, besides the password, before the browser sends an erasure. */
export const DELETE_ACCOUNT_CONFIRMATION_WORD = 'DELETE';
