import { afterEach, describe, expect, it, vi } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../../shared/api/idempotencyKey';
import { createAppStore } from '../store';
import { errorReply, fakeFetch, type FakeApi } from '../../test/fakeApi';
import { testUser } from '../../test/testUser';
import { selectSessionUser } from '../../api/sessionUser';
import { selectWaitingWrites } from '../../api/outbox/outboxSlice';
import { keepWrite, writesOf } from '../../api/outbox/outboxStore';
import type { QueuedWrite } from '../../api/outbox/queuedWrite';
import { saveNow } from '../../api/outbox/queueWrite';
import { sendWaitingWrites } from '../../api/outbox/sendWrites';

const vitalsWrite = (key: string, userId = testUser.id, writtenAt = 1): QueuedWrite => ({
  key,
  userId,
  kind: 'reading',
  url: '/v2/profiles/vitals/add/blood-pressure/',
  body: { systolic: 120, diastolic: 80, created_on: '2026-12-02 09:15' },
  title: 'Vitals · Blood pressure',
  detail: '2026-12-02 09:15',
  datasetId: 3,
  refreshes: [{ type: 'Readings', id: 3 }],
  writtenAt,
});

function signedIn(api: FakeApi) {
  const { fetch, calls } = fakeFetch(api);
  vi.stubGlobal('fetch', fetch);
  const store = createAppStore({ session: { user: testUser } });
  const send = () => sendWaitingWrites(store.dispatch, () => store.getState());
  return { store, calls, send };
}

const stored = { body: { status: 'success', message: 'Added', data: { id: 41 } } };

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sending the writes waiting on the device', () => {
  it('sends each of the signed-in person’s writes once, with its key, and leaves another person’s', async () => {
    await keepWrite(vitalsWrite('a1b2c3d4-0001', testUser.id, 1));
    await keepWrite(vitalsWrite('a1b2c3d4-0002', testUser.id, 2));
    await keepWrite(vitalsWrite('a1b2c3d4-0003', 99, 3));
    const { calls, send, store } = signedIn({
      'POST /v2/profiles/vitals/add/blood-pressure/': stored,
    });

    await send();
    await send();

    expect(calls.map((call) => call.authorization)).toEqual([
      `Motus ${testUser.token}`,
      `Motus ${testUser.token}`,
    ]);
    expect(await writesOf(testUser.id)).toEqual([]);
    expect(await writesOf(99)).toHaveLength(1);
    expect(selectWaitingWrites(store.getState())).toEqual([]);
  });

  it('sends the key the write was made with', async () => {
    const { fetch } = fakeFetch({ 'POST /v2/profiles/vitals/add/blood-pressure/': stored });
    const seen: string[] = [];
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Request(input, init).headers.get(IDEMPOTENCY_KEY_HEADER) ?? '');
      return fetch(input, init);
    });
    const store = createAppStore({ session: { user: testUser } });
    await keepWrite(vitalsWrite('5d1f0b8e-4b7a-4c51-9d1e-0f6b1c2a3d4e'));
    await sendWaitingWrites(store.dispatch, () => store.getState());
    expect(seen).toEqual(['5d1f0b8e-4b7a-4c51-9d1e-0f6b1c2a3d4e']);
  });

  it('keeps a refused write with the server’s words and goes on to the next', async () => {
    await keepWrite(vitalsWrite('refused-0001', testUser.id, 1));
    await keepWrite({
      ...vitalsWrite('fine-000002', testUser.id, 2),
      url: '/v2/profiles/vitals/add/pulse/',
    });
    const { send, store } = signedIn({
      'POST /v2/profiles/vitals/add/blood-pressure/': errorReply(
        'No such data type: blood-pressure',
      ),
      'POST /v2/profiles/vitals/add/pulse/': stored,
    });

    await send();

    expect(await writesOf(testUser.id)).toEqual([
      expect.objectContaining({
        key: 'refused-0001',
        refusal: 'No such data type: blood-pressure',
      }),
    ]);
    expect(selectWaitingWrites(store.getState())).toEqual([
      expect.objectContaining({
        key: 'refused-0001',
        refusal: 'No such data type: blood-pressure',
      }),
    ]);
  });

  it('keeps every write when the network fails, and stops at the first', async () => {
    await keepWrite(vitalsWrite('offline-0001', testUser.id, 1));
    await keepWrite(vitalsWrite('offline-0002', testUser.id, 2));
    const { calls, send, store } = signedIn({
      'POST /v2/profiles/vitals/add/blood-pressure/': 'network-error',
    });

    await send();

    expect(calls).toHaveLength(1);
    expect((await writesOf(testUser.id)).map((write) => write.key)).toEqual([
      'offline-0001',
      'offline-0002',
    ]);
    expect(selectWaitingWrites(store.getState())).toHaveLength(2);
  });

  it('keeps the writes for the person’s next sign-in when their session has ended', async () => {
    await keepWrite(vitalsWrite('expired-0001'));
    const { send, store } = signedIn({
      'POST /v2/profiles/vitals/add/blood-pressure/': errorReply('Session expired', 401),
    });

    await send();

    expect(selectSessionUser(store.getState())).toBeNull();
    expect(await writesOf(testUser.id)).toHaveLength(1);
  });

  it('sends nothing with no one signed in', async () => {
    await keepWrite(vitalsWrite('nobody-0001'));
    const { fetch, calls } = fakeFetch({});
    vi.stubGlobal('fetch', fetch);
    const store = createAppStore({ session: { user: null } });
    await sendWaitingWrites(store.dispatch, () => store.getState());
    expect(calls).toEqual([]);
    expect(await writesOf(testUser.id)).toHaveLength(1);
  });
});

describe('a write saved now', () => {
  it('is kept on the device when no network is there, and shown as waiting', async () => {
    const { store } = signedIn({ 'POST /v2/profiles/vitals/add/blood-pressure/': 'network-error' });
    const outcome = await saveNow(vitalsWrite('now-000001'), store.dispatch, {
      keepRefused: false,
    });
    expect(outcome).toEqual({ kind: 'waiting' });
    expect(await writesOf(testUser.id)).toHaveLength(1);
    expect(selectWaitingWrites(store.getState())).toHaveLength(1);
  });

  it('leaves the device once the server has it', async () => {
    const { store } = signedIn({ 'POST /v2/profiles/vitals/add/blood-pressure/': stored });
    const outcome = await saveNow(vitalsWrite('now-000002'), store.dispatch, {
      keepRefused: false,
    });
    expect(outcome).toEqual({ kind: 'sent' });
    expect(await writesOf(testUser.id)).toEqual([]);
  });

  it('leaves the device when refused with the form still open, and stays when it is a finished run', async () => {
    const { store } = signedIn({
      'POST /v2/profiles/vitals/add/blood-pressure/': errorReply('systolic must be at most 300'),
    });
    expect(
      await saveNow(vitalsWrite('now-000003'), store.dispatch, { keepRefused: false }),
    ).toEqual({ kind: 'refused', refusal: 'systolic must be at most 300' });
    expect(await writesOf(testUser.id)).toEqual([]);

    await saveNow(vitalsWrite('now-000004'), store.dispatch, { keepRefused: true });
    expect(await writesOf(testUser.id)).toEqual([
      expect.objectContaining({ key: 'now-000004', refusal: 'systolic must be at most 300' }),
    ]);
  });

  it('says it was not kept when the device is full and no network is there', async () => {
    const { store } = signedIn({ 'POST /v2/profiles/vitals/add/blood-pressure/': 'network-error' });
    const full = new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw full;
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const outcome = await saveNow(vitalsWrite('full-000001'), store.dispatch, {
        keepRefused: false,
      });
      expect(outcome).toEqual({ kind: 'not-kept' });
    } finally {
      put.mockRestore();
      warn.mockRestore();
    }
    expect(await writesOf(testUser.id)).toEqual([]);
    expect(selectWaitingWrites(store.getState())).toEqual([]);
  });
});
