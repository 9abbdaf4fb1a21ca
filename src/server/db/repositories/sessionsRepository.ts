import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { UserRow } from '../tables/usersTable';

/**
 * Idle time is measured with the database's clock, not a server's: several server
 * instances share one database and their clocks may differ.
 */
function idleCutoff(inactivityTimeoutMs: number) {
  return sql<Date>`now() - make_interval(secs => ${inactivityTimeoutMs / 1000})`;
}

export async function insertSession(
  db: Kysely<Database>,
  tokenHash: string,
  userId: number,
): Promise<void> {
  await db.insertInto('sessions').values({ token_hash: tokenHash, user_id: userId }).execute();
}

/**
 * The user of a session still in use, marking it used now, in one statement; undefined
 * when no such session exists or it has been idle longer than the timeout.
 *
 * The mark is written at most once per `touchIntervalMs`: a page fires several reads at
 * once with one token, and writing the same row for each made them wait on each other's
 * row lock (and write WAL) on every request. The idle clock is then exact to that interval.
 */
export async function touchLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  timing: { inactivityTimeoutMs: number; touchIntervalMs: number },
): Promise<UserRow | undefined> {
  const cutoff = idleCutoff(timing.inactivityTimeoutMs);
  return db
    .with('live', (query) =>
      query
        .selectFrom('sessions')
        .select('user_id')
        .where('token_hash', '=', tokenHash)
        .where('last_used_at', '>', cutoff),
    )
    .with('touched', (query) =>
      query
        .updateTable('sessions')
        .set({ last_used_at: sql<Date>`now()` })
        .where('token_hash', '=', tokenHash)
        .where('last_used_at', '>', cutoff)
        .where('last_used_at', '<=', idleCutoff(timing.touchIntervalMs))
        .returning('user_id'),
    )
    .selectFrom('users')
    .innerJoin('live', 'live.user_id', 'users.id')
    .selectAll('users')
    .executeTakeFirst();
}

/** Deletes a session and says whether there was one. */
export async function deleteSession(db: Kysely<Database>, tokenHash: string): Promise<boolean> {
  // returning, not numDeletedRows: the PGlite dialect does not report affected rows.
  const deleted = await db
    .deleteFrom('sessions')
    .where('token_hash', '=', tokenHash)
    .returning('token_hash')
    .execute();
  return deleted.length > 0;
}

export async function deleteSessionsOfUser(db: Kysely<Database>, userId: number): Promise<void> {
  await db.deleteFrom('sessions').where('user_id', '=', userId).execute();
}

/** Housekeeping at login: a user's sessions that can no longer be used. */
export async function deleteIdleSessionsOfUser(
  db: Kysely<Database>,
  userId: number,
  inactivityTimeoutMs: number,
): Promise<void> {
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', userId)
    .where('last_used_at', '<=', idleCutoff(inactivityTimeoutMs))
    .execute();
}
