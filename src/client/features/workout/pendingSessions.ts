import type { CreateSessionBody } from '../../../shared/api/workoutContract';
import { workoutPaths } from '../../../shared/api/workoutContract';
import type { QueuedWrite } from '../../api/outbox/queuedWrite';
import type { RunSummary } from './routineRun';
import { workoutTexts } from './workoutTexts';

/**
 * A finished run the server has not confirmed yet. It travels through the device's queue of
 * writes (docs/product.md#working-offline), as a reading does, so a network that drops at
 * Finish loses nothing: it is sent with the same key until the server has it once.
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

/** What the queue keeps of a run besides its body: what its summary shows again. */
interface SessionExtra {
  routineName: string;
  summary: RunSummary;
  hurtExercises?: string[] | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function isSessionExtra(value: unknown): value is SessionExtra {
  return (
    isRecord(value) &&
    typeof value.routineName === 'string' &&
    isRecord(value.summary) &&
    (value.hurtExercises === undefined ||
      (Array.isArray(value.hurtExercises) &&
        value.hurtExercises.every((name) => typeof name === 'string')))
  );
}

/** A run as the queue keeps it, for this person. */
export function queuedSession(userId: number, session: PendingSession): QueuedWrite {
  const extra: SessionExtra = {
    routineName: session.routineName,
    summary: session.summary,
    ...(session.hurtExercises ? { hurtExercises: session.hurtExercises } : {}),
  };
  return {
    key: session.idempotencyKey,
    userId,
    kind: 'session',
    url: workoutPaths.createSession,
    body: session.body,
    title: session.routineName,
    detail: workoutTexts.finishedSession(session.routineName, session.body.created_on),
    refreshes: ['Routines', { type: 'RoutineSessions', id: session.body.routine_id }],
    writtenAt: Date.now(),
    extra,
    ...(session.refusal === undefined ? {} : { refusal: session.refusal }),
  };
}

/** A queued write that is a run, as the routines screen shows it; any other is not. */
export function sessionOf(write: QueuedWrite): PendingSession | undefined {
  if (write.kind !== 'session' || !isSessionExtra(write.extra)) return undefined;
  const body = write.body as unknown as CreateSessionBody;
  if (typeof body.routine_id !== 'number') return undefined;
  return {
    idempotencyKey: write.key,
    routineName: write.extra.routineName,
    summary: write.extra.summary,
    body,
    ...(write.extra.hurtExercises ? { hurtExercises: write.extra.hurtExercises } : {}),
    ...(write.refusal === undefined ? {} : { refusal: write.refusal }),
  };
}

/** Where runs were kept on the device before the queue: read once, then moved into it. */
export const legacyPendingKey = (userId: number) => `motus.workout.pending.${userId}`;

/** Runs kept the older way, to move into the queue; the older list is removed once moved. */
export function takeLegacySessions(userId: number): PendingSession[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(legacyPendingKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (value): value is PendingSession =>
        isRecord(value) &&
        typeof value.idempotencyKey === 'string' &&
        typeof value.routineName === 'string' &&
        isRecord(value.summary) &&
        isRecord(value.body) &&
        typeof value.body.routine_id === 'number',
    );
  } catch {
    return [];
  }
}

export function forgetLegacySessions(userId: number): void {
  try {
    localStorage.removeItem(legacyPendingKey(userId));
  } catch {
    // Storage blocked: nothing was kept there either.
  }
}
