import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../shared/routes/paths';
import { openOutbox, outboxStoreNames } from '../../api/outbox/outboxDatabase';
import { keepWrite, writesOf } from '../../api/outbox/outboxStore';
import { SEND_OUTBOX_MESSAGE } from '../../api/outbox/outboxSyncMessage';
import type { QueuedWrite } from '../../api/outbox/queuedWrite';
import { openSenders } from '../../api/outbox/sealedSenders';
import { signedIn, signedOut } from '../../api/sessionSlice';
import { createSenderSeal } from '../../features/auth/senderSeal';
import { fakeFetch, type FakeReply } from '../../test/fakeApi';
import { renderApp } from '../../test/renderApp';
import { testUser } from '../../test/testUser';

const openedAuthorizations = async () =>
  (await openSenders(createSenderSeal())).map(({ userId, authorization }) => ({
    userId,
    authorization,
  }));

const storedSenders = async () => (await openOutbox()).getAll(outboxStoreNames.SENDERS);

const pulseWrite: QueuedWrite = {
  key: 'c0ffee00-0001',
  userId: testUser.id,
  kind: 'reading',
  url: '/v2/profiles/vitals/add/pulse/',
  body: { pulse: 64, created_on: '2026-12-02 08:00' },
  title: 'Vitals · Pulse',
  detail: '2026-12-02 08:00',
  refreshes: [],
  writtenAt: 1,
};

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the session kept for sending in the background', () => {
  it('is sealed while someone is signed in, sealed again when their session changes, and gone once they sign out', async () => {
    vi.stubGlobal('fetch', fakeFetch({}).fetch);
    const { store } = renderApp(paths.about, testUser);

    await waitFor(async () => {
      expect(await openedAuthorizations()).toEqual([
        { userId: testUser.id, authorization: `Motus ${testUser.token}` },
      ]);
    });

    act(() => {
      store.dispatch(signedIn({ ...testUser, token: 'renewed-token-0042' }));
    });
    await waitFor(async () => {
      expect(await openedAuthorizations()).toEqual([
        { userId: testUser.id, authorization: 'Motus renewed-token-0042' },
      ]);
    });

    act(() => {
      store.dispatch(signedOut());
    });
    await waitFor(async () => {
      expect(await storedSenders()).toEqual([]);
    });
  });
});

describe('an open page asked by the service worker to send', () => {
  it('sends the waiting writes when the worker posts send-outbox, and not for another message', async () => {
    const worker = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: worker, configurable: true });
    let reply: FakeReply = 'network-error';
    const { fetch, calls } = fakeFetch({ 'POST /v2/profiles/vitals/add/pulse/': () => reply });
    vi.stubGlobal('fetch', fetch);
    await keepWrite(pulseWrite);
    renderApp(paths.about, testUser);
    // The page tries once as it opens; no network then.
    await waitFor(() => {
      expect(calls).toHaveLength(1);
    });

    reply = { body: { status: 'success', message: 'Added', data: { id: 5 } } };
    worker.dispatchEvent(new MessageEvent('message', { data: { type: 'something-else' } }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);

    worker.dispatchEvent(new MessageEvent('message', { data: SEND_OUTBOX_MESSAGE }));
    await waitFor(async () => {
      expect(await writesOf(testUser.id)).toEqual([]);
    });
    expect(calls).toHaveLength(2);
  });
});
