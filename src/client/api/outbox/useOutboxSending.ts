import { useEffect } from 'react';
import { selectSessionUser } from '../sessionUser';
import { useAppDispatch, useAppSelector, useAppStore } from '../../state/hooks';
import { hearOutboxChanges } from './outboxChanges';
import { isSendOutboxMessage } from './outboxSyncMessage';
import { selectWaitingWrites } from './outboxSlice';
import { readWaitingWrites, sendWaitingWrites } from './sendWrites';

/** While writes wait, they are tried again this often, besides whenever the browser says it is online. */
export const OUTBOX_RETRY_MS = 15_000;

/**
 * Sends the signed-in person's waiting writes whenever there is a chance they get through:
 * when Motus opens or someone signs in, when the browser is back online or the page is
 * shown again, when the service worker's Background Sync asks an open page to, and every
 * OUTBOX_RETRY_MS while any wait. Another tab's or the service worker's change to the queue
 * is read into this page's list.
 */
export function useOutboxSending(): void {
  const userId = useAppSelector(selectSessionUser)?.id;
  const waiting = useAppSelector(selectWaitingWrites).length;
  const dispatch = useAppDispatch();
  const store = useAppStore();

  useEffect(() => {
    if (userId === undefined) return undefined;
    const send = () => {
      void sendWaitingWrites(dispatch, () => store.getState()).catch((error: unknown) => {
        console.warn('Motus could not read the writes waiting on this device', error);
      });
    };
    const sendWhenShown = () => {
      if (document.visibilityState === 'visible') send();
    };
    const sendWhenAsked = (event: MessageEvent<unknown>) => {
      if (isSendOutboxMessage(event.data)) send();
    };
    // Absent where the browser has no service workers (or the page is not a secure one).
    const worker = 'serviceWorker' in navigator ? navigator.serviceWorker : undefined;
    send();
    window.addEventListener('online', send);
    worker?.addEventListener('message', sendWhenAsked);
    document.addEventListener('visibilitychange', sendWhenShown);
    const stopHearing = hearOutboxChanges(() => {
      void readWaitingWrites(dispatch, () => store.getState()).catch(() => undefined);
    });
    return () => {
      window.removeEventListener('online', send);
      worker?.removeEventListener('message', sendWhenAsked);
      document.removeEventListener('visibilitychange', sendWhenShown);
      stopHearing();
    };
  }, [dispatch, store, userId]);

  useEffect(() => {
    if (userId === undefined || waiting === 0) return undefined;
    const timer = window.setInterval(() => {
      void sendWaitingWrites(dispatch, () => store.getState()).catch(() => undefined);
    }, OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [dispatch, store, userId, waiting]);
}
