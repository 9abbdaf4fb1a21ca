import { useCallback, useEffect, useRef, useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import {
  addPendingSession,
  loadPendingSessions,
  markSessionRefused,
  removePendingSession,
  type PendingSession,
} from './pendingSessions';
import { useCreateSessionMutation } from './workoutApi';

/** While a save waits for the network it is tried again this often, and whenever the browser says it is back online. */
export const SESSION_RETRY_MS = 15_000;

/** Whether the server answered the save with a refusal of its figures (a 4xx other than a sign-in to redo or a throttle). */
function refusedByServer(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  const { status } = error;
  if (typeof status !== 'number') return false; // FETCH_ERROR, TIMEOUT_ERROR
  return status >= 400 && status < 500 && status !== 401 && status !== 408 && status !== 429;
}

export interface SessionSaver {
  /** Finished runs the server has not confirmed yet, refused ones included. */
  pending: PendingSession[];
  /** The person gives up a run the server keeps refusing. */
  discard: (idempotencyKey: string) => void;
  /** The session whose save has just been confirmed: the summary dialog shows it. */
  saved: PendingSession | undefined;
  dismissSaved: () => void;
  submit: (session: PendingSession) => void;
}

/**
 * Saves finished runs (docs/product.md#workout-routines): at once when the network is there, otherwise kept and
 * sent again, with the same idempotency key, when it returns; the server stores each once.
 * A finished run is the person's work: one the server refuses is kept too, with its reason,
 * and tried again, until it is saved or the person discards it.
 */
export function useSessionSaver(userId: number): SessionSaver {
  const [createSession] = useCreateSessionMutation();
  const [pending, setPending] = useState(() => loadPendingSessions(userId));
  const [saved, setSaved] = useState<PendingSession>();
  const inFlight = useRef(new Set<string>());

  const attempt = useCallback(
    async (session: PendingSession, firstTry = false) => {
      if (inFlight.current.has(session.idempotencyKey)) return;
      inFlight.current.add(session.idempotencyKey);
      try {
        await createSession({
          idempotencyKey: session.idempotencyKey,
          body: session.body,
        }).unwrap();
        setPending(removePendingSession(userId, session.idempotencyKey));
        showToast('success', workoutMessages.sessionCreated);
        setSaved(session);
      } catch (error) {
        if (refusedByServer(error)) {
          // docs/product.md#workout-routines: the server's message, as a warning, once; the page keeps showing it.
          const refusal = serverFailureMessage(error) ?? workoutMessages.sessionFailed;
          if (refusal !== session.refusal) showToast('warning', refusal);
          setPending(markSessionRefused(userId, session.idempotencyKey, refusal));
          return;
        }
        // Said once; the page then shows that the session waits to be saved.
        if (firstTry) showToast('error', workoutMessages.sessionFailed);
      } finally {
        inFlight.current.delete(session.idempotencyKey);
      }
    },
    [createSession, userId],
  );

  const retryAll = useCallback(() => {
    for (const session of loadPendingSessions(userId)) void attempt(session);
  }, [attempt, userId]);

  useEffect(() => {
    retryAll();
    window.addEventListener('online', retryAll);
    return () => window.removeEventListener('online', retryAll);
  }, [retryAll]);

  useEffect(() => {
    if (pending.length === 0) return undefined;
    const timer = window.setInterval(retryAll, SESSION_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [pending.length, retryAll]);

  const submit = useCallback(
    (session: PendingSession) => {
      setPending(addPendingSession(userId, session));
      void attempt(session, true);
    },
    [attempt, userId],
  );

  const discard = useCallback(
    (idempotencyKey: string) => setPending(removePendingSession(userId, idempotencyKey)),
    [userId],
  );

  return { pending, saved, dismissSaved: () => setSaved(undefined), submit, discard };
}
