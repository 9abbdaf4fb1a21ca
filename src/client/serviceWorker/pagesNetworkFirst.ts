import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { anyKeptPage, isKeepablePage, pageCacheKey } from './pageCache';

/**
 * Opening a page of the app: from the network while there is one, keeping each page it sends
 * (docs/product.md#installing-motus-and-opening-it-offline); without one, the page kept at that path, else any kept
 * page (the app renders whichever route the address names), else the browser's own error.
 * API addresses are not the worker's to answer, even when the browser navigates to one.
 */
export function routePagesNetworkFirst(cacheName: string, apiPath: RegExp): void {
  const strategy = new NetworkFirst({
    cacheName,
    plugins: [
      { cacheKeyWillBeUsed: ({ request }) => Promise.resolve(pageCacheKey(request.url)) },
      {
        cacheWillUpdate: ({ response }) =>
          Promise.resolve(isKeepablePage(response) ? response : null),
      },
      { handlerDidError: () => anyKeptPage(cacheName) },
    ],
  });
  registerRoute(new NavigationRoute(strategy, { denylist: [apiPath] }));
}
