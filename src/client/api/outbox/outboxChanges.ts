/**
 * Tells every other tab of Motus (and hears from them and the service worker) that the
 * device's queue changed, so each shows the same waiting writes and count.
 */
const CHANNEL = 'motus-outbox';

export interface OutboxChanged {
  type: 'outbox-changed';
}

const changed: OutboxChanged = { type: 'outbox-changed' };

export function announceOutboxChanged(): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage(changed);
  channel.close();
}

/** Calls `onChange` whenever another tab or the service worker changes the queue; returns the stop. */
export function hearOutboxChanges(onChange: () => void): () => void {
  if (typeof BroadcastChannel === 'undefined') return () => undefined;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (event: MessageEvent<unknown>) => {
    const data = event.data as Partial<OutboxChanged> | null;
    if (data?.type === changed.type) onChange();
  };
  return () => channel.close();
}

/** One pass over the queue at a time on this device, across tabs and the worker, where the browser can say so. */
export function oneSenderAtATime<T>(send: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return send();
  return locks.request('motus-outbox-send', send) as Promise<T>;
}
