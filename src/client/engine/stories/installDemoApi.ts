import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import { demoReadings } from './demoReadings';

export type DemoReadings = 'some' | 'none';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/**
 * Answers the engine's calls in a story as the server would: tab reads with demo readings
 * (or none), writes with success. Returns the cleanup that puts the real fetch back.
 */
export function installDemoApi(profiles: ProfileListEntry[], readings: DemoReadings = 'some') {
  const realFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url, window.location.href).pathname;
    if (path === '/v2/profiles/') return json({ status: 'success', details: { profiles } });
    for (const profile of profiles) {
      const tab = profile.tabs.find((candidate) => candidate.read === path);
      if (tab) {
        const range = (await request.json()) as { date_from: string; date_to: string };
        const records = readings === 'some' ? demoReadings(profile, tab, range) : [];
        return json({ status: 'success', [tab.list]: records });
      }
    }
    return json({ status: 'success', message: 'Saved', data: { id: 1 } });
  };
  return () => {
    globalThis.fetch = realFetch;
  };
}
