import { sql, type Kysely, type Transaction } from 'kysely';
import type { ClinicianInviteState } from '../../../shared/api/adminEndpoints';
import type { Database } from '../database';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Stores a new invitation to the address; the ones sent to it before expire in the same
 * transaction, so only the newest link works.
 */
export async function replaceClinicianInvite(
  db: Kysely<Database>,
  invite: { tokenHash: string; email: string; invitedBy: number; lifetimeDays: number },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('clinician_invites')
      .set({ expires_at: sql<Date>`now()` })
      .where('email', '=', invite.email)
      .where('used_at', 'is', null)
      .where('expires_at', '>', sql<Date>`now()`)
      .execute();
    await trx
      .insertInto('clinician_invites')
      .values({
        token_hash: invite.tokenHash,
        email: invite.email,
        invited_by: invite.invitedBy,
        // The database's clock decides expiry, as it does for sessions and reset links.
        expires_at: sql<Date>`now() + make_interval(days => ${invite.lifetimeDays})`,
      })
      .execute();
  });
}

export interface OpenInviteRow {
  email: string;
  sent_at: Date;
  expires_at: Date;
}

/** The invitations that can still be used, newest first. */
export async function listOpenClinicianInvites(db: Db): Promise<OpenInviteRow[]> {
  return db
    .selectFrom('clinician_invites')
    .select(['email', 'sent_at', 'expires_at'])
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .orderBy('sent_at', 'desc')
    .orderBy('email')
    .execute();
}

/** An invitation's address and state; unknown when no link has this hash. */
export async function clinicianInviteState(
  db: Db,
  tokenHash: string,
): Promise<{ email: string; state: ClinicianInviteState } | undefined> {
  const row = await db
    .selectFrom('clinician_invites')
    .select(['email', 'used_at', sql<boolean>`expires_at <= now()`.as('expired')])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
  if (!row) return undefined;
  const state = row.used_at !== null ? 'used' : row.expired ? 'expired' : 'open';
  return { email: row.email, state };
}

/**
 * Marks an open invitation used and gives its address, in one statement, so two requests
 * racing with the same link cannot both succeed.
 */
export async function consumeClinicianInvite(
  db: Db,
  tokenHash: string,
): Promise<string | undefined> {
  const row = await db
    .updateTable('clinician_invites')
    .set({ used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', sql<Date>`now()`)
    .returning('email')
    .executeTakeFirst();
  return row?.email;
}
