import 'fake-indexeddb/auto';
import { render, renderHook, screen, waitFor } from '@testing-library/react';
import { openDB } from 'idb';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../../shared/api/accountContract';
import type { DateRange } from '../../shared/dates/dateRanges';
import { createAppStore, type AppStore } from './store';
import { OfflineBanner } from './layout/OfflineBanner';
import { useReadTabQuery, type ReadTabArgs } from '../engine/api/readTabApi';
import { signedIn } from '../api/sessionSlice';
import { mockApi } from '../test/fetchMock';
import type { FakeApi } from '../test/fakeApi';
import { testUser } from '../test/testUser';
import { baseApi } from '../api/baseApi';
import { forgetUserData } from '../api/forgetUserData';
import { forgetKeptReplies } from '../api/keptReads/keptReadsStore';

const VITALS_READ = '/profiles/special/get/38/';
const december: DateRange = { date_from: '2026-12-01', date_to: '2026-12-31' };
const november: DateRange = { date_from: '2026-11-01', date_to: '2026-11-30' };
const reading = { id: 1, created_on: '2026-12-02 09:00', pulse: 61 };
const vitalsReply = { body: { status: 'success', data: [reading] } };
const otherUser: SessionUser = {
  ...testUser,
  id: 8,
  token: 'test-token-8b2c',
  first_name: 'Ciarán',
};

function vitalsRead(overrides: Partial<ReadTabArgs> = {}): ReadTabArgs {
  return {
    path: VITALS_READ,
    list: 'data',
    datasetId: 38,
    range: december,
    subject: { kind: 'own' },
    ...overrides,
  };
}

function wrapperOf(store: AppStore) {
  return ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
}

/** A page's read of a tab, until it has its answer. */
async function readOnce(store: AppStore, args: ReadTabArgs) {
  const { result, unmount } = renderHook(() => useReadTabQuery(args), {
    wrapper: wrapperOf(store),
  });
  await waitFor(() =>
    expect(result.current.isFetching || result.current.isUninitialized).toBe(false),
  );
  const { data, error } = result.current;
  unmount();
  return { data, error };
}

/** What the device holds, read straight from IndexedDB. */
async function keptEntries() {
  const db = await openDB('motus-kept-reads');
  const entries = { keys: await db.getAllKeys('replies'), values: await db.getAll('replies') };
  db.close();
  return entries;
}

async function untilKept(count: number) {
  await waitFor(async () => expect((await keptEntries()).keys).toHaveLength(count));
}

/** The page's memory is gone (another page, or the minute passed): the next read asks again. */
function forgetMemory(store: AppStore) {
  store.dispatch(baseApi.util.resetApiState());
}

const networkDown: FakeApi = () => 'network-error';

beforeEach(async () => {
  await forgetKeptReplies();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('kept reads', () => {
  it('answers a read repeated with the network down from the device, and the banner says when it was received', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T14:02:30Z'));
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    expect((await readOnce(store, vitalsRead())).data?.records).toEqual([reading]);
    await untilKept(1);

    vi.setSystemTime(new Date('2026-12-02T16:40:00Z'));
    forgetMemory(store);
    mockApi(networkDown);
    const offline = await readOnce(store, vitalsRead());

    expect(offline.error).toBeUndefined();
    expect(offline.data?.records).toEqual([reading]);
    render(
      <Provider store={store}>
        <OfflineBanner />
      </Provider>,
    );
    // testUser reads in Europe/Dublin: 14:02 UTC is 14:02 there in December.
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — showing what Motus had at 14:02',
    );
  });

  it('names the day too when the kept reply is from another day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-01T14:02:00Z'));
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead());
    await untilKept(1);

    vi.setSystemTime(new Date('2026-12-02T09:00:00Z'));
    forgetMemory(store);
    mockApi(networkDown);
    await readOnce(store, vitalsRead());
    render(
      <Provider store={store}>
        <OfflineBanner />
      </Provider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(
      'Offline — showing what Motus had on 1 Dec at 14:02',
    );
  });

  it('ends the offline spell with the first reply from the server', async () => {
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead());
    await untilKept(1);
    forgetMemory(store);
    mockApi(networkDown);
    await readOnce(store, vitalsRead());
    render(
      <Provider store={store}>
        <OfflineBanner />
      </Provider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();

    forgetMemory(store);
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('never writes a pin-gated or a patient read to the device', async () => {
    const store = createAppStore({ session: { user: { ...testUser, is_doctor: true } } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead({ subject: { kind: 'own', pin: '123456' } }));
    await readOnce(store, vitalsRead({ subject: { kind: 'patient', patientId: 41 } }));
    // A plain read after them: once it is on the device, they would be too (one queue).
    await readOnce(store, vitalsRead());
    await untilKept(1);

    const { keys, values } = await keptEntries();
    expect(keys.map(String).join()).not.toMatch(/secure_pin|patient_id|123456/);
    expect(values).toHaveLength(1);
  });

  it('forgets everything kept when the signed-in person changes', async () => {
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead());
    await untilKept(1);

    store.dispatch(forgetUserData());

    await untilKept(0);
    expect(store.getState().offlineReads).toEqual({
      offline: false,
      oldestShownAt: null,
      lastReceivedAt: null,
    });
  });

  it("never answers a second person with the first one's reply", async () => {
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(createAppStore({ session: { user: testUser } }), vitalsRead());
    await untilKept(1);

    // The same device, another person's session, the first one's reply still kept.
    const second = createAppStore({ session: { user: otherUser } });
    mockApi(networkDown);
    const offline = await readOnce(second, vitalsRead());

    expect(offline.data).toBeUndefined();
    expect(offline.error).toMatchObject({ status: 'FETCH_ERROR' });
  });

  it('leaves nothing of the first person for the one who signs in after them', async () => {
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead());
    await untilKept(1);

    store.dispatch(signedIn(otherUser));
    mockApi(networkDown);
    const offline = await readOnce(store, vitalsRead());

    expect(offline.data).toBeUndefined();
    expect((await keptEntries()).keys).toHaveLength(0);
  });

  it.each([404, 500])('does not replace a %i reply with a kept one', async (status) => {
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead());
    await untilKept(1);

    forgetMemory(store);
    mockApi({ [VITALS_READ]: { status, body: { status: 'error', message: 'Not now' } } });
    const refused = await readOnce(store, vitalsRead());

    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ status });
  });

  it('never answers one date range with the reply kept for another', async () => {
    const store = createAppStore({ session: { user: testUser } });
    mockApi({ [VITALS_READ]: vitalsReply });
    await readOnce(store, vitalsRead({ range: december }));
    await untilKept(1);

    forgetMemory(store);
    mockApi(networkDown);
    const other = await readOnce(store, vitalsRead({ range: november }));

    expect(other.data).toBeUndefined();
    expect(other.error).toMatchObject({ status: 'FETCH_ERROR' });
  });
});
