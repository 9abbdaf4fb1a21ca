import { describe, expect, it } from 'vitest';
import { mockApi } from '../test/fetchMock';
import { testUser } from '../test/testUser';
import { signedOut } from '../api/sessionSlice';
import { createAppStore } from './store';

describe('the app store', () => {
  it('takes the API, queries and all, when its code loads after the store was built', async () => {
    const store = createAppStore({ session: { user: testUser } });
    expect(store.getState().session.user).toEqual(testUser);

    // What the login page does on submit: the API's code arrives after the store was built.
    const { baseApi } = await import('../api/baseApi');
    const api = mockApi({ '/v2/profiles/': { body: { status: 'success', details: [] } } });
    const profiles = baseApi.injectEndpoints({
      endpoints: (build) => ({
        profilesForTest: build.query<unknown, undefined>({ query: () => '/v2/profiles/' }),
      }),
    });
    const reply = await store.dispatch(profiles.endpoints.profilesForTest.initiate(undefined));
    expect(reply.data).toEqual({ status: 'success', details: [] });
    // The API's middleware runs on this store: the call carried the session's token.
    expect(api.calls[0]?.authorization).toBe(`Motus ${testUser.token}`);
    expect(Object.keys(store.getState().api?.queries ?? {})).toHaveLength(1);

    store.dispatch(signedOut());
    expect(store.getState().api?.queries).toEqual({});
  });
});
