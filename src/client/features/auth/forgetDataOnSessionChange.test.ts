import { describe, expect, it } from 'vitest';
import { baseApi } from '../../api/baseApi';
import { createAppStore } from '../../app/store';
import { mockApi } from '../../test/fetchMock';
import { testUser } from '../../test/testUser';
import { signedIn, signedOut } from '../../api/sessionSlice';

const cachedRead = baseApi.injectEndpoints({
  endpoints: (build) => ({
    cachedProfiles: build.query<unknown, undefined>({ query: () => '/v2/profiles/' }),
  }),
});

describe('the API cache across users', () => {
  it('is emptied when the user signs out, so the next user sees none of it', async () => {
    mockApi({ '/v2/profiles/': { body: { status: 'success', details: { profiles: [] } } } });
    const store = createAppStore({ session: { user: testUser } });
    await store.dispatch(cachedRead.endpoints.cachedProfiles.initiate(undefined));
    expect(Object.keys(store.getState().api?.queries ?? {})).not.toHaveLength(0);

    store.dispatch(signedOut());
    expect(store.getState().api?.queries).toEqual({});

    await store.dispatch(cachedRead.endpoints.cachedProfiles.initiate(undefined));
    store.dispatch(signedIn({ ...testUser, first_name: 'Someone else' }));
    expect(store.getState().api?.queries).toEqual({});
  });
});
