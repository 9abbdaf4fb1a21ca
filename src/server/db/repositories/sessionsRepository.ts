import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { preparedStatement, runPrepared } from '../preparedStatements';
import { unlessDiskFull } from '../diskFull';
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

/** Every column of a user, by name: see liveSessionStatement. */
const USER_COLUMNS = [
  'id',
  'email',
  'first_name',
  'last_name',
  'gender',
  'height',
  'mass',
  'date_of_birth',
  'fitness_type',
  'is_doctor',
  'doctor_since',
  'time_zone',
  'password_hash',
  'patient_uuid',
  'created_at',
] as const satisfies readonly (keyof UserRow)[];
// Fails to compile when the users table gains a column that the list above does not name.
const _everyUserColumnListed: Exclude<keyof UserRow, (typeof USER_COLUMNS)[number]> extends never
  ? true
  : never = true;

const liveSessionStatement = preparedStatement<UserRow & { session_mark_due: boolean }>(
  'live_session',
  // The user's columns by name, not users.*: a prepared statement whose result columns change
  // (a column added by a migration while servers run) fails on every connection that had
  // prepared it; named columns keep their shape.
  `select ${USER_COLUMNS.map((column) => `users.${column}`).join(', ')},
          sessions.last_used_at <= now() - make_interval(secs => $2) as session_mark_due
     from sessions
     join users on users.id = sessions.user_id
    where sessions.token_hash = $1
      and sessions.last_used_at > now() - make_interval(secs => $3)`,
);

/**
 * The user of a session still in use, marking it used now; undefined when no such session
 * exists or it has been idle longer than the timeout.
 *
 * The mark is written at most once per `touchIntervalMs`: a page fires several reads at
 * once with one token, and writing the same row for each made them wait on each other's
 * row lock (and write WAL) on every request. The idle clock is then exact to that interval.
 * Every authenticated request comes through here, so the usual case is one plain read, a
 * prepared statement (decision 016); the write follows only when the mark is due. A session
 * ended between the two is simply not marked.
 */
export async function touchLiveSession(
  db: Kysely<Database>,
  tokenHash: string,
  timing: { inactivityTimeoutMs: number; touchIntervalMs: number },
): Promise<UserRow | undefined> {
  const [row] = await runPrepared(db, liveSessionStatement, [
    tokenHash,
    timing.touchIntervalMs / 1000,
    timing.inactivityTimeoutMs / 1000,
  ]);
  if (!row) return undefined;
  const { session_mark_due: markDue, ...user } = row;
  // A full disk refuses writes, not reads: the mark waits for a lookup after space is freed.
  if (markDue) await markSessionUsed(db, tokenHash).catch(unlessDiskFull);
  return user;
}

/** Marks a session used now, whatever its last mark: the person was seen to be active. */
export async function markSessionUsed(db: Kysely<Database>, tokenHash: string): Promise<void> {
  await db
    .updateTable('sessions')
    .set({ last_used_at: sql<Date>`now()` })
    .where('token_hash', '=', tokenHash)
    .execute();
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
