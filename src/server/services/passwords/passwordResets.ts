import type { Kysely } from 'kysely';
import { resetPasswordHref } from '../../../shared/routes/paths';
import type { Database } from '../../db/database';
import {
  consumePasswordResetToken,
  insertPasswordResetToken,
  passwordResetTokenState,
  voidUnusedPasswordResetTokensOfUser,
  type ResetTokenState,
} from '../../db/repositories/passwordResetsRepository';
import { deleteSessionsOfUser } from '../../db/repositories/sessionsRepository';
import {
  findUserByEmail,
  findUserById,
  updateUserPassword,
} from '../../db/repositories/usersRepository';
import { granted, refuse, type Outcome, type Refusal } from '../refusal';
import { loginFailureRule, resetMailRule, throttle } from '../throttling/throttles';
import { passwordResetMail } from '../mail/mailTemplates';
import type { Mailer } from '../mail/mailer';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../tokens/secretTokens';
import { hashPassword } from './passwordHashing';

/** How long a mailed reset link works. */
export const PASSWORD_RESET_LIFETIME_MS = 3_600_000;

/**
 * Mails a single-use reset link when the address has an account, at most three an hour.
 * Says nothing either way: the caller answers the same whether or not the account exists.
 */
export async function sendPasswordResetLink(
  db: Kysely<Database>,
  mailer: Mailer,
  publicUrl: string,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(db, email.trim());
  if (!user) return;
  // Past the limit the reply stays the same and no mail goes: nobody floods a mailbox.
  if (!(await throttle(db, resetMailRule, user.email).take())) return;
  const { token, hash } = newSecretToken();
  await insertPasswordResetToken(db, hash, user.id, PASSWORD_RESET_LIFETIME_MS);
  await mailer.send(
    passwordResetMail(user.email, user.first_name, `${publicUrl}${resetPasswordHref(token)}`),
  );
}

/** Why a reset link does not work, and what to do instead. */
export const resetLinkRefusals: Record<ResetTokenState, string> = {
  unknown: 'This password reset link is not valid. Ask for a new one on the forgot password page.',
  used: 'This password reset link has already been used. Ask for a new one on the forgot password page.',
  expired: 'This password reset link has expired. Ask for a new one on the forgot password page.',
};

export type PasswordResetOutcome = Outcome<null, Refusal<400>>;

/**
 * Sets a new password with a mailed token. The token is spent, every other open link of the
 * user is voided and every session ends, all in one transaction: whoever prompted the reset
 * may have been signed in as the user.
 */
export async function resetPasswordWithToken(
  db: Kysely<Database>,
  token: string,
  newPassword: string,
): Promise<PasswordResetOutcome> {
  if (!looksLikeSecretToken(token)) return refuse(400, resetLinkRefusals.unknown);
  const tokenHash = hashSecretToken(token);
  // Hash before the transaction: scrypt is slow and must not hold row locks.
  const passwordHash = await hashPassword(newPassword);
  return db.transaction().execute(async (trx): Promise<PasswordResetOutcome> => {
    const userId = await consumePasswordResetToken(trx, tokenHash);
    if (userId === undefined) {
      return refuse(400, resetLinkRefusals[await passwordResetTokenState(trx, tokenHash)]);
    }
    await updateUserPassword(trx, userId, passwordHash);
    await voidUnusedPasswordResetTokensOfUser(trx, userId);
    await deleteSessionsOfUser(trx, userId);
    // The owner proved control of the mailbox: earlier wrong guesses no longer lock them out.
    const user = await findUserById(trx, userId);
    if (user) await throttle(trx, loginFailureRule, user.email).clear();
    return granted(null);
  });
}
