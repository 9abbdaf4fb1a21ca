import { vi } from 'vitest';
import { fakeFetch, type FakeApi } from './fakeApi';

/**
 * Replaces fetch with the fake API (fakeApi.ts) until vi.unstubAllGlobals, and records every
 * call: replies by route (e.g. '/v2/user/login/' or 'POST /v2/sharing/'), where a call with no
 * reply fails as the real network would, loudly; or by a function of the call, for a server
 * whose reply depends on what was sent.
 */
export function mockApi(api: FakeApi) {
  const { fetch, calls } = fakeFetch(api);
  vi.stubGlobal('fetch', fetch);
  return {
    calls,
    callsTo: (path: string) => calls.filter((call) => call.path === path),
  };
}
