/** The cache of the app's pages as the server last sent them, one per build. */
export const PAGE_CACHE_PREFIX = 'motus-pages-';

export const pageCacheName = (version: string) => `${PAGE_CACHE_PREFIX}${version}`;

/** A page is kept under its path: every query of it loads the same HTML. */
export function pageCacheKey(url: string): string {
  const { origin, pathname } = new URL(url);
  return `${origin}${pathname}`;
}

/**
 * Whether a reply to a navigation may be kept: a page of the app. Every API reply of Motus
 * is `no-store` (a download, a FHIR document), and so is never kept. A redirected reply is
 * not either: the browser refuses one given from a cache for a navigation.
 */
export function isKeepablePage(response: Response): boolean {
  const cacheControl = response.headers.get('cache-control') ?? '';
  return (
    response.ok &&
    !response.redirected &&
    (response.headers.get('content-type') ?? '').startsWith('text/html') &&
    !/(^|[\s,])no-store($|[\s,;])/i.test(cacheControl)
  );
}

/** Any page kept of this build: every page loads the same app, which renders the address's route. */
export async function anyKeptPage(cacheName: string): Promise<Response | undefined> {
  const cache = await caches.open(cacheName);
  const [first] = await cache.keys();
  return first ? cache.match(first) : undefined;
}

/** Drops the pages kept by other builds: they name chunks this build's precache no longer has. */
export async function deleteOtherBuildsPages(cacheName: string): Promise<void> {
  const names = await caches.keys();
  await Promise.all(
    names
      .filter((name) => name.startsWith(PAGE_CACHE_PREFIX) && name !== cacheName)
      .map((name) => caches.delete(name)),
  );
}
