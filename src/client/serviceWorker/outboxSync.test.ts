import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../shared/api/idempotencyKey';
import { openOutbox, outboxStoreNames } from '../api/outbox/outboxDatabase';
import { keepWrite, writesOf } from '../api/outbox/outboxStore';
import type { QueuedWrite } from '../api/outbox/queuedWrite';
import { sealSender, type SenderSeal } from '../api/outbox/sealedSenders';
import { createSenderSeal } from '../features/auth/senderSeal';
import { errorReply, fakeFetch, type FakeApi } from '../test/fakeApi';
import { createMemoryKeyStore } from '../test/memoryKeyStore';
import { OutboxNotSentYet, sendWithSealedSenders } from './outboxSync';

const AOIFE = 7;
const BRAN = 12;
const CIARA = 31; // has writes on the device but signed out: no sender

const pulse = (key: string, userId: number, writtenAt: number): QueuedWrite => ({
  key,
  userId,
  kind: 'reading',
  url: '/v2/profiles/vitals/add/pulse/',
  body: { pulse: 60 + writtenAt, created_on: '2026-12-02 08:00' },
  title: 'Vitals · Pulse',
  detail: '2026-12-02 08:00',
  refreshes: [],
  writtenAt,
});

const added = { body: { status: 'success', message: 'Added', data: { id: 1 } } };

/** A fetch of the test's making: the fake API's, also noting each call's key and the body sent. */
function recordingFetch(api: FakeApi) {
  const { fetch, calls } = fakeFetch(api);
  const keys: string[] = [];
  const send: typeof globalThis.fetch = (input, init) => {
    keys.push(new Request(input, init).headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
    return fetch(input, init);
  };
  return { send, calls, keys };
}

async function deviceWith(): Promise<SenderSeal> {
  const seal = createSenderSeal({ keyStore: createMemoryKeyStore() });
  await sealSender(seal, AOIFE, 'Motus aoife-token');
  await sealSender(seal, BRAN, 'Motus bran-token');
  // Kept out of order: each person's are sent oldest first.
  await keepWrite(pulse('aoife-0002', AOIFE, 2));
  await keepWrite(pulse('aoife-0001', AOIFE, 1));
  await keepWrite(pulse('bran-00003', BRAN, 3));
  await keepWrite(pulse('ciara-0004', CIARA, 4));
  return seal;
}

const senderIds = async () =>
  (await (await openOutbox()).getAll(outboxStoreNames.SENDERS)).map(({ userId }) => userId);

describe('the service worker sending with the sealed senders', () => {
  it('sends each person’s writes, oldest first, with their own session and key, and deletes the sent', async () => {
    const seal = await deviceWith();
    const { send, calls, keys } = recordingFetch({ 'POST /v2/profiles/vitals/add/pulse/': added });

    await sendWithSealedSenders(seal, send);

    expect(calls.map(({ authorization, body }) => ({ authorization, body }))).toEqual([
      { authorization: 'Motus aoife-token', body: pulse('aoife-0001', AOIFE, 1).body },
      { authorization: 'Motus aoife-token', body: pulse('aoife-0002', AOIFE, 2).body },
      { authorization: 'Motus bran-token', body: pulse('bran-00003', BRAN, 3).body },
    ]);
    expect(keys).toEqual(['aoife-0001', 'aoife-0002', 'bran-00003']);
    expect(await writesOf(AOIFE)).toEqual([]);
    expect(await writesOf(BRAN)).toEqual([]);
    // Nobody's session is there for Ciara's: it waits for her next sign-in.
    expect((await writesOf(CIARA)).map(({ key }) => key)).toEqual(['ciara-0004']);
  });

  it('keeps a refused write with the server’s words and goes on to the next', async () => {
    const seal = await deviceWith();
    const { send, calls } = recordingFetch({
      'POST /v2/profiles/vitals/add/pulse/': [
        errorReply('Pulse must be at most 250.'),
        added,
        added,
      ],
    });

    await sendWithSealedSenders(seal, send);

    expect(calls).toHaveLength(3);
    expect(await writesOf(AOIFE)).toEqual([
      { ...pulse('aoife-0001', AOIFE, 1), refusal: 'Pulse must be at most 250.' },
    ]);
    expect(await writesOf(BRAN)).toEqual([]);
  });

  it('forgets a session the server ended and keeps that person’s writes, still sending the others’', async () => {
    const seal = await deviceWith();
    const { send, calls } = recordingFetch({
      'POST /v2/profiles/vitals/add/pulse/': ({ authorization }) =>
        authorization === 'Motus aoife-token' ? errorReply('Session ended.', 401) : added,
    });

    await sendWithSealedSenders(seal, send);

    // Aoife's second write is not tried with a session that has ended.
    expect(calls.map(({ authorization }) => authorization)).toEqual([
      'Motus aoife-token',
      'Motus bran-token',
    ]);
    expect(await senderIds()).toEqual([BRAN]);
    expect((await writesOf(AOIFE)).map(({ key }) => key)).toEqual(['aoife-0001', 'aoife-0002']);
    expect(await writesOf(BRAN)).toEqual([]);
  });

  it('rejects, keeping every write and session, when no network reaches the server', async () => {
    const seal = await deviceWith();
    const { send } = recordingFetch({ 'POST /v2/profiles/vitals/add/pulse/': 'network-error' });

    await expect(sendWithSealedSenders(seal, send)).rejects.toBeInstanceOf(OutboxNotSentYet);

    expect(await writesOf(AOIFE)).toHaveLength(2);
    expect(await writesOf(BRAN)).toHaveLength(1);
    expect(await senderIds()).toEqual([AOIFE, BRAN]);
  });

  it('rejects when the server cannot take writes now, keeping what it did not take', async () => {
    const seal = await deviceWith();
    const { send } = recordingFetch({
      'POST /v2/profiles/vitals/add/pulse/': [added, errorReply('Try again later.', 503)],
    });

    await expect(sendWithSealedSenders(seal, send)).rejects.toBeInstanceOf(OutboxNotSentYet);

    expect((await writesOf(AOIFE)).map(({ key }) => key)).toEqual(['aoife-0002']);
    expect(await writesOf(BRAN)).toHaveLength(1);
  });
});
