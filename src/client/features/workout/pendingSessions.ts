import type { CreateSessionBody } from '../../../shared/api/workoutContract';
import type { RunSummary } from './routineRun';

/**
 * Finished runs not yet confirmed by the server, kept in this browser for this user, so a
 * network that drops at Finish loses nothing: each is sent again, with the same
 * idempotency key, until the server has it once.
 */
export interface PendingSession {
  idempotencyKey: string;
  routineName: string;
  summary: RunSummary;
  body: CreateSessionBody;
  /**
   * A run that asked the pain (decision 045): the names of the exercises marked "This hurt",
   * for the summary; the marks themselves travel in the body.
   */
  hurtExercises?: string[] | undefined;
  /** Why the server refused the last try, if it did; the session is still kept and tried. */
  refusal?: string | undefined;
}

const pendingKey = (userId: number) => `motus.workout.pending.${userId}`;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isPendingSession(value: unknown): value is PendingSession {
  return (
    isRecord(value) &&
    typeof value.idempotencyKey === 'string' &&
    typeof value.routineName === 'string' &&
    isRecord(value.summary) &&
    isRecord(value.body) &&
    typeof value.body.routine_id === 'number' &&
    (value.hurtExercises === undefined ||
      (Array.isArray(value.hurtExercises) &&
        value.hurtExercises.every((name) => typeof name === 'string'))) &&
    (value.refusal === undefined || typeof value.refusal === 'string')
  );
}

export function loadPendingSessions(userId: number): PendingSession[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(pendingKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isPendingSession) : [];
  } catch {
    return [];
  }
}

function store(userId: number, sessions: readonly PendingSession[]): void {
  try {
    if (sessions.length === 0) localStorage.removeItem(pendingKey(userId));
    else localStorage.setItem(pendingKey(userId), JSON.stringify(sessions));
  } catch {
    // Storage blocked: the save is still tried while the page stays open.
  }
}

export function addPendingSession(userId: number, session: PendingSession): PendingSession[] {
  const sessions = [
    ...loadPendingSessions(userId).filter(
      (entry) => entry.idempotencyKey !== session.idempotencyKey,
    ),
    session,
  ];
  store(userId, sessions);
  return sessions;
}

/** Notes why the server refused a kept session; it stays kept. */
export function markSessionRefused(
  userId: number,
  idempotencyKey: string,
  refusal: string,
): PendingSession[] {
  const sessions = loadPendingSessions(userId).map((entry) =>
    entry.idempotencyKey === idempotencyKey ? { ...entry, refusal } : entry,
  );
  store(userId, sessions);
  return sessions;
}

export function removePendingSession(userId: number, idempotencyKey: string): PendingSession[] {
  const sessions = loadPendingSessions(userId).filter(
    (entry) => entry.idempotencyKey !== idempotencyKey,
  );
  store(userId, sessions);
  return sessions;
}

/**
 * A key no other save will have. getRandomValues works where randomUUID does not (a
 * page served over plain HTTP on a local network).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
