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
 * The user of a session still in use, marking it used now; undefined when no such session
 * exists or it has been idle longer than the timeout.
 *
 * The mark is written at most once per `touchIntervalMs`: a page fires several reads at
 * once with one token, and writing the same row for each made them wait on each other's
 * row lock (and write WAL) on every request. The idle clock is then exact to that interval.
 * Every authenticated request comes through here, so the usual case is one plain read (a
 * statement that could write, as the one-statement version was, costs more to plan and run
 * each time); the write follows only when the mark is due. A session ended between the two
 * is simply not marked.
 */
export async function touchLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  timing: { inactivityTimeoutMs: number; touchIntervalMs: number },
): Promise<UserRow | undefined> {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(
      sql<boolean>`sessions.last_used_at <= ${idleCutoff(timing.touchIntervalMs)}`.as(
        'session_mark_due',
      ),
    )
    .where('sessions.token_hash', '=', tokenHash)
    .where('sessions.last_used_at', '>', idleCutoff(timing.inactivityTimeoutMs))
    .executeTakeFirst();
  if (!row) return undefined;
  const { session_mark_due: markDue, ...user } = row;
  if (markDue) {
    await db
      .updateTable('sessions')
      .set({ last_used_at: sql<Date>`now()` })
      .where('token_hash', '=', tokenHash)
      .execute();
  }
  return user;
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
