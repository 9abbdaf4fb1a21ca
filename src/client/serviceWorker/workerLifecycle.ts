import { workerScope } from './serviceWorkerGlobal';

/** What the page sends when the person chose to load the new version (workbox-window's). */
const SKIP_WAITING = 'SKIP_WAITING';

/**
 * A new version waits until the person asks for it (the page's "Reload"), so a page never
 * runs with code of two builds; the first one takes the open pages over at once, so the
 * first visit already opens offline next time.
 */
export function activateWhenAsked(onActivate: () => Promise<void>): void {
  workerScope.addEventListener('message', (event) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && 'type' in data && data.type === SKIP_WAITING) {
      void workerScope.skipWaiting();
    }
  });
  workerScope.addEventListener('activate', (event) => {
    event.waitUntil(Promise.all([workerScope.clients.claim(), onActivate()]));
  });
}
