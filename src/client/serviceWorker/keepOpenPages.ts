import { paths } from '../../shared/routes/paths';
import { isKeepablePage, pageCacheKey } from './pageCache';
import { workerScope } from './serviceWorkerGlobal';

/**
 * While a version installs, it keeps the page the installed app starts at and the pages open
 * now: the page that registered the worker came before it, and moving about the app loads no
 * other page, so without this the first visit would not open offline. Best effort: a page
 * that cannot be fetched is kept on its next visit instead.
 */
export function keepOpenPagesOnInstall(cacheName: string, apiPath: RegExp): void {
  workerScope.addEventListener('install', (event) => {
    event.waitUntil(keepOpenPages(cacheName, apiPath).catch(() => undefined));
  });
}

async function keepOpenPages(cacheName: string, apiPath: RegExp): Promise<void> {
  const windows = await workerScope.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const urls = new Set(
    [new URL(paths.dashboard, workerScope.location.origin).href, ...windows.map((w) => w.url)]
      .filter((url) => new URL(url).origin === workerScope.location.origin)
      .filter((url) => !apiPath.test(new URL(url).pathname))
      .map(pageCacheKey),
  );
  const cache = await caches.open(cacheName);
  await Promise.all(
    [...urls].map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' }).catch(() => undefined);
      if (response && isKeepablePage(response)) await cache.put(url, response);
    }),
  );
}
