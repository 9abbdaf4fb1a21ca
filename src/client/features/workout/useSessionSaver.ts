import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'react-toastify';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import {
  addPendingSession,
  loadPendingSessions,
  removePendingSession,
  type PendingSession,
} from './pendingSessions';
import { useCreateSessionMutation } from './workoutApi';

/** While a save waits for the network it is tried again this often, and whenever the browser says it is back online. */
export const SESSION_RETRY_MS = 15_000;

/** Whether a failed save may succeed later: no answer, a server error, or a sign-in to redo. */
function worthRetrying(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return true;
  const { status } = error;
  if (typeof status !== 'number') return true; // FETCH_ERROR, TIMEOUT_ERROR
  return status >= 500 || status === 401 || status === 408 || status === 429;
}

export interface SessionSaver {
  /** Finished runs the server has not confirmed yet. */
  pending: PendingSession[];
  /** The session whose save has just been confirmed: the summary dialog shows it. */
  saved: PendingSession | undefined;
  dismissSaved: () => void;
  submit: (session: PendingSession) => void;
}

/**
 * Saves finished runs (000 §4): at once when the network is there, otherwise kept and
 * sent again, with the same idempotency key, when it returns; the server stores each once.
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
        toast.success(workoutMessages.sessionCreated);
        setSaved(session);
      } catch (error) {
        if (worthRetrying(error)) {
          // Said once; the page then shows that the session waits to be saved.
          if (firstTry) toast.error(workoutMessages.sessionFailed);
          return;
        }
        // The server refused the figures (000 §7: its message, as a warning); sending them
        // again would be refused again.
        setPending(removePendingSession(userId, session.idempotencyKey));
        toast.warning(serverFailureMessage(error) ?? workoutMessages.sessionFailed);
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

  return { pending, saved, dismissSaved: () => setSaved(undefined), submit };
}
