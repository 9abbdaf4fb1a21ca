import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotencyKey';
import { OUTBOX_SYNC_TAG } from '../api/outbox/backgroundSync';
import { announceOutboxChanged, oneSenderAtATime } from '../api/outbox/outboxChanges';
import { forgetWrite, noteRefusal, writesOf } from '../api/outbox/outboxStore';
import { SEND_OUTBOX_MESSAGE } from '../api/outbox/outboxSyncMessage';
import { outboxTexts } from '../api/outbox/outboxTexts';
import type { QueuedWrite } from '../api/outbox/queuedWrite';
import {
  forgetSender,
  openSenders,
  type OpenedSender,
  type SenderSeal,
} from '../api/outbox/sealedSenders';
import { writeOutcome, type WriteOutcome } from '../api/outbox/writeOutcome';
import { createSenderSeal } from '../features/auth/senderSeal';
import { workerScope } from './serviceWorkerGlobal';

/** Background Sync's event: lib.webworker does not have it (it exists in Chromium only). */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/** No network reached the server, or it could not take the write now: the browser tries again later. */
export class OutboxNotSentYet extends Error {
  constructor(outcome: 'unreachable' | 'unavailable') {
    super(
      outcome === 'unreachable'
        ? 'No network reached Motus: the waiting writes stay on the device for the next sync'
        : 'Motus could not take the waiting writes now: they stay on the device for the next sync',
    );
    this.name = 'OutboxNotSentYet';
  }
}

async function post(
  write: QueuedWrite,
  { authorization }: OpenedSender,
  send: typeof fetch,
): Promise<WriteOutcome> {
  const response = await send(write.url, {
    method: 'POST',
    headers: {
      Authorization: authorization,
      'Content-Type': 'application/json',
      [IDEMPOTENCY_KEY_HEADER]: write.key,
    },
    body: JSON.stringify(write.body),
  }).catch(() => undefined);
  if (!response) return writeOutcome('network', undefined, outboxTexts.refusedWithoutWords);
  const body: unknown = await response.json().catch(() => undefined);
  return writeOutcome(response.status, body, outboxTexts.refusedWithoutWords);
}

/**
 * Sends, with no page open, each person's waiting writes (oldest first) with that person's
 * own sealed session and nobody else's, one pass at a time on the device as the page's are.
 * A sent write leaves the device; a refused one keeps the server's words; a session the
 * server ended loses its sender, and its person's writes wait for their next sign-in. No
 * network, or a server that cannot take them now, rejects (OutboxNotSentYet), everything
 * kept, so the browser syncs again later. Open tabs are told of what changed.
 */
export async function sendWithSealedSenders(
  seal: SenderSeal,
  send: typeof fetch = (input, init) => fetch(input, init),
): Promise<void> {
  await oneSenderAtATime(async () => {
    for (const sender of await openSenders(seal)) {
      for (const write of await writesOf(sender.userId)) {
        const outcome = await post(write, sender, send);
        if (outcome.kind === 'sent') {
          await forgetWrite(write.key);
          announceOutboxChanged();
        } else if (outcome.kind === 'refused') {
          if (outcome.refusal === write.refusal) continue;
          await noteRefusal(write.key, outcome.refusal);
          announceOutboxChanged();
        } else if (outcome.kind === 'signed-out') {
          await forgetSender(sender);
          break;
        } else {
          throw new OutboxNotSentYet(outcome.kind);
        }
      }
    }
  });
}

/**
 * An open page of Motus sends the queue itself, with its live session: the worker only asks
 * it to. With none open, the worker sends with the sealed senders.
 */
async function sendOutbox(): Promise<void> {
  const pages = await workerScope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  if (pages.length > 0) {
    for (const page of pages) page.postMessage(SEND_OUTBOX_MESSAGE);
    return;
  }
  await sendWithSealedSenders(createSenderSeal());
}

/** When the browser finds a network for the queue (backgroundSync.ts), its writes are sent. */
export function sendOutboxOnSync(): void {
  workerScope.addEventListener('sync', (event) => {
    const sync = event as SyncEvent;
    if (sync.tag === OUTBOX_SYNC_TAG) sync.waitUntil(sendOutbox());
  });
}
