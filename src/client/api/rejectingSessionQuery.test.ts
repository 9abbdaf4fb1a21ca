import { configureStore, type Middleware, type UnknownAction } from '@reduxjs/toolkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/fetchMock';
import { errorReply, type FakeReply } from '../test/fakeApi';
import { baseApi } from './baseApi';
import { sessionRejected } from './sessionRejected';

const probeApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    sessionProbe: build.query<unknown, { token?: string }>({
      query: ({ token }) => ({
        url: '/v2/probe/',
        headers: token ? { Authorization: `Motus ${token}` } : undefined,
      }),
    }),
  }),
});

/** A store with the API slice and a session that only holds a token, recording every action. */
function probeStore(token: string | null) {
  const actions: UnknownAction[] = [];
  const recordActions: Middleware = () => (next) => (action) => {
    actions.push(action as UnknownAction);
    return next(action);
  };
  const store = configureStore({
    reducer: {
      [baseApi.reducerPath]: baseApi.reducer,
      session: (state: { user: { token: string } | null } = { user: token ? { token } : null }) =>
        state,
    },
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware().concat(baseApi.middleware, recordActions),
  });
  return { store, rejections: () => actions.filter((action) => sessionRejected.match(action)) };
}

async function probe(token: string | null, reply: FakeReply, sentToken?: string) {
  mockApi({ '/v2/probe/': reply });
  const { store, rejections } = probeStore(token);
  await store.dispatch(probeApi.endpoints.sessionProbe.initiate({ token: sentToken }));
  return rejections();
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the base query on a 401', () => {
  it('announces sessionRejected when the call carried the current token', async () => {
    expect(await probe('live-token', errorReply('Your session ended.', 401))).toHaveLength(1);
  });

  it('stays quiet for a call without the header (a login with a wrong password)', async () => {
    expect(await probe(null, errorReply('Incorrect email or password.', 401))).toEqual([]);
  });

  it('stays quiet for a call made with another token (a logout of an older session)', async () => {
    expect(await probe('new-token', errorReply('Unknown.', 401), 'old-token')).toEqual([]);
  });

  it('stays quiet for other failures', async () => {
    expect(await probe('live-token', errorReply('Broken.', 500))).toEqual([]);
    expect(await probe('live-token', 'network-error')).toEqual([]);
  });
});
