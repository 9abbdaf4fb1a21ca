import type { DatabaseHandle } from '../../db/databaseHandle';
import { SESSION_CHANGES_CHANNEL } from '../../db/migrations/017_session_changes';
import { KeptSessions } from './keptSessions';

/**
 * How long a session found live is used without asking the database again. Other servers'
 * changes arrive by NOTIFY within milliseconds; this bounds what one missed while its
 * listening connection reconnects would cost.
 */
const KEEP_SESSIONS_MS = 15_000;
/**
 * A session used after this long is looked up again in the background: a person whose
 * requests keep coming never waits on that lookup, which waited in the queue for a database
 * connection on top of the request's own statement (decision 032).
 */
const RENEW_KEPT_SESSIONS_AFTER_MS = 10_000;
/** Bounds the memory kept sessions take (decision 030). */
const MAX_KEPT_SESSIONS = 5_000;

export interface OpenKeptSessions {
  sessions: KeptSessions;
  close: () => Promise<void>;
}

/**
 * Kept sessions that forget a user as soon as the database tells a change to their sessions
 * or account (migration 017). A change this server writes is heard before its statement
 * returns, so the server's own next request never sees a session it has just ended.
 */
export async function openKeptSessions(database: DatabaseHandle): Promise<OpenKeptSessions> {
  const sessions = new KeptSessions(
    KEEP_SESSIONS_MS,
    RENEW_KEPT_SESSIONS_AFTER_MS,
    MAX_KEPT_SESSIONS,
  );
  const close = await database.listen(
    SESSION_CHANGES_CHANNEL,
    (payload) => sessions.forgetUser(Number(payload)),
    { heardBeforeOwnWritesReturn: true },
  );
  return { sessions, close };
}
