/**
 * What the service worker posts to an open page of Motus when the browser's Background Sync
 * finds a network: the page sends the queue itself, with its live session.
 */
export const SEND_OUTBOX_MESSAGE = { type: 'send-outbox' } as const;

export const isSendOutboxMessage = (data: unknown): boolean =>
  typeof data === 'object' &&
  data !== null &&
  'type' in data &&
  data.type === SEND_OUTBOX_MESSAGE.type;
