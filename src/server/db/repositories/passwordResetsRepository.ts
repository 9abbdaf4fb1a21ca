import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export type ResetTokenState = 'unknown' | 'used' | 'expired';

export async function insertPasswordResetToken(
  db: Kysely<Database>,
  tokenHash: string,
  userId: number,
  lifetimeMs: number,
): Promise<void> {
  await db
    .insertInto('password_reset_tokens')
    .values({
      token_hash: tokenHash,
      user_id: userId,
      // The database's clock decides expiry, as it does for sessions.
      expires_at: sql<Date>`now() + make_interval(secs => ${lifetimeMs / 1000})`,
    })
    .execute();
}

/**
 * Marks an unused, unexpired token used and gives its user, in one statement, so two
 * requests racing with the same link cannot both succeed.
 */
export async function consumePasswordResetToken(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<number | undefined> {
  const row = await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('user_id')
    .executeTakeFirst();
  return row?.user_id;
}

/** Why a token cannot be consumed, for a message that tells the user what to do. */
export async function passwordResetTokenState(
  db: Kysely<Database>,
  tokenHash: string,
): Promise<ResetTokenState> {
  const row = await db
    .selectFrom('password_reset_tokens')
    .select(['used_at'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return 'unknown';
  return row.used_at === null ? 'expired' : 'used';
}

/** After a reset, older links of the same user must not work any more. */
export async function voidUnusedPasswordResetTokensOfUser(
  db: Kysely<Database>,
  userId: number,
): Promise<void> {
  await db
    .updateTable('password_reset_tokens')
    .set({ used_at: sql<Date>`now()` })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}
