import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showToast } from '../../ui/feedback/toasts';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { selectSentKeys, selectWaitingWrites, writeQueued } from '../../api/outbox/outboxSlice';
import { keepWrite } from '../../api/outbox/outboxStore';
import { dropWrite, saveNow } from '../../api/outbox/queueWrite';
import { sendWaitingWrites } from '../../api/outbox/sendWrites';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import {
  forgetLegacySessions,
  queuedSession,
  sessionOf,
  takeLegacySessions,
  type PendingSession,
} from './pendingSessions';

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
 * Moves runs kept the older way (one list per person in localStorage) into the device's
 * queue, keys unchanged, so none is lost or sent twice; the older list goes once moved.
 */
async function moveLegacySessions(userId: number, dispatch: ReturnType<typeof useAppDispatch>) {
  const legacy = takeLegacySessions(userId);
  if (legacy.length === 0) return false;
  for (const session of legacy) {
    const write = queuedSession(userId, session);
    await keepWrite(write);
    dispatch(writeQueued(write));
  }
  forgetLegacySessions(userId);
  return true;
}

/**
 * Saves finished runs (docs/product.md#workout-routines) through the device's queue of
 * writes (docs/product.md#working-offline): at once when the network is there, otherwise
 * kept and sent again, with the same key, when it returns; the server stores each once. A
 * finished run is the person's work: one the server refuses is kept too, with its reason,
 * and tried again, until it is saved or the person discards it.
 */
export function useSessionSaver(userId: number): SessionSaver {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const writes = useAppSelector(selectWaitingWrites);
  const sentKeys = useAppSelector(selectSentKeys);
  const pending = useMemo(
    () =>
      writes.flatMap((write) => {
        const session = write.userId === userId ? sessionOf(write) : undefined;
        return session ? [session] : [];
      }),
    [writes, userId],
  );
  const [saved, setSaved] = useState<PendingSession>();

  // What this page last showed of each run, so a run the queue sends or a refusal it hears
  // in the background is told once, as one sent from here is.
  const known = useRef(new Map<string, PendingSession>());
  const told = useRef(new Set<string>());
  useEffect(() => {
    for (const session of pending) {
      const before = known.current.get(session.idempotencyKey);
      if (before && session.refusal !== undefined && session.refusal !== before.refusal) {
        showToast('warning', session.refusal);
      }
      known.current.set(session.idempotencyKey, session);
    }
  }, [pending]);
  useEffect(() => {
    for (const key of sentKeys) {
      const session = known.current.get(key);
      if (!session || told.current.has(key)) continue;
      told.current.add(key);
      showToast('success', workoutMessages.sessionCreated);
      setSaved(session);
    }
  }, [sentKeys]);

  useEffect(() => {
    void moveLegacySessions(userId, dispatch)
      .then((moved) => (moved ? sendWaitingWrites(dispatch, () => store.getState()) : undefined))
      .catch((error: unknown) => {
        console.warn('Motus could not move the runs kept on this device', error);
      });
  }, [dispatch, store, userId]);

  const submit = useCallback(
    (session: PendingSession) => {
      known.current.set(session.idempotencyKey, session);
      void saveNow(queuedSession(userId, session), dispatch, { keepRefused: true }).then(
        (outcome) => {
          // A refusal is told by the effect above, once the queue notes it.
          if (outcome.kind === 'refused') return;
          if (outcome.kind !== 'sent') {
            // Said once; the page then shows that the session waits to be saved.
            showToast('error', workoutMessages.sessionFailed);
            return;
          }
          // Usually told by the effect above already; not when the device could not keep it.
          if (told.current.has(session.idempotencyKey)) return;
          told.current.add(session.idempotencyKey);
          showToast('success', workoutMessages.sessionCreated);
          setSaved(session);
        },
      );
    },
    [dispatch, userId],
  );

  const discard = useCallback(
    (idempotencyKey: string) => void dropWrite(idempotencyKey, dispatch),
    [dispatch],
  );

  return { pending, saved, dismissSaved: () => setSaved(undefined), submit, discard };
}
