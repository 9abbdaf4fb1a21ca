import type { Kysely } from 'kysely';
import { INACTIVITY_TIMEOUT_MS } from '../../../shared/session/sessionConstants';
import type { Database } from '../../db/database';
import {
  deleteIdleSessionsOfUser,
  deleteSession,
  insertSession,
  markSessionUsed,
  touchLiveSession,
} from '../../db/repositories/sessionsRepository';
import type { UserRow } from '../../db/tables/usersTable';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../tokens/secretTokens';
import type { KeptSessions } from './keptSessions';

/** How often a session in use has its last use written (see touchLiveSession). */
const SESSION_TOUCH_INTERVAL_MS = 60_000;

export type SessionLookup =
  { kind: 'signed-in'; user: UserRow } | { kind: 'unknown' } | { kind: 'expired' };

/** Opens a session for a user who has just proved who they are; gives the bearer token. */
export async function startSession(db: Kysely<Database>, userId: number): Promise<string> {
  await deleteIdleSessionsOfUser(db, userId, INACTIVITY_TIMEOUT_MS);
  const { token, hash } = newSecretToken();
  await insertSession(db, hash, userId);
  return token;
}

/** Asks the database whether a session is live, keeping it when it is. */
async function lookUpLiveSession(
  db: Kysely<Database>,
  kept: KeptSessions,
  tokenHash: string,
): Promise<UserRow | undefined> {
  const changesTold = kept.changesTold;
  const user = await touchLiveSession(db, tokenHash, {
    inactivityTimeoutMs: INACTIVITY_TIMEOUT_MS,
    touchIntervalMs: SESSION_TOUCH_INTERVAL_MS,
  });
  if (user) kept.keep(tokenHash, user, changesTold);
  return user;
}

/**
 * Looks a kept session up again while the kept entry answers the request. A session found
 * no longer live, or a lookup that fails, is forgotten: the next request asks the database
 * itself and is answered (or fails) from what it finds.
 */
function renewInBackground(db: Kysely<Database>, kept: KeptSessions, tokenHash: string): void {
  lookUpLiveSession(db, kept, tokenHash).then(
    (user) => {
      if (!user) kept.forget(tokenHash);
    },
    () => kept.forget(tokenHash),
  );
}

/**
 * The user behind a bearer token. Each successful lookup counts as activity and restarts
 * the hour (to within SESSION_TOUCH_INTERVAL_MS and a kept session's life: the mark is written
 * once a minute, by a lookup that asks the database); a session idle for longer is deleted and
 * reported as expired. A session found live is kept for a few seconds (KeptSessions), renewed
 * in the background while it is in use, and forgotten as soon as the database tells a change
 * to it.
 */
export async function resolveSession(
  db: Kysely<Database>,
  kept: KeptSessions,
  token: string,
): Promise<SessionLookup> {
  if (!looksLikeSecretToken(token)) return { kind: 'unknown' };
  const tokenHash = hashSecretToken(token);
  const keptUser = kept.find(tokenHash);
  if (keptUser) {
    if (kept.claimRenewal(tokenHash)) renewInBackground(db, kept, tokenHash);
    return { kind: 'signed-in', user: keptUser };
  }
  const user = await lookUpLiveSession(db, kept, tokenHash);
  if (user) return { kind: 'signed-in', user };
  // The session was not live; if its row still exists, it was idle too long.
  const existed = await deleteSession(db, tokenHash);
  return existed ? { kind: 'expired' } : { kind: 'unknown' };
}

/**
 * The browser saw the person active: the hour starts again now, exactly, not to within the
 * minute an ordinary call's mark allows, so the browser's idle clock and this one agree.
 */
export async function renewSession(db: Kysely<Database>, token: string): Promise<void> {
  await markSessionUsed(db, hashSecretToken(token));
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await deleteSession(db, hashSecretToken(token));
}
