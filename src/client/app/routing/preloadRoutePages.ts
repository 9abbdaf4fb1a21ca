import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../router';
import { nextTask } from '../../ui/timing/nextTask';
import type { LazyPage } from './lazyPage';

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}

export interface PreloadOptions {
  /** The route table (the app's, unless a test gives its own). */
  routes?: RouteObject[];
  /**
   * Code the pages share and read through, run in a task of its own before theirs: for a
   * signed-in page, the API slice (RTK Query's set-up took 15-35 ms of the guard's task in
   * Lighthouse's trace of a profile page). A failure to load it is left to the pages' own.
   */
  first?: () => Promise<unknown>;
}

/**
 * Fetches the code of every lazy page the route table shows at this path, outermost first,
 * each page's modules run in a task of their own: a profile page's guard and page run
 * together were one of a signed-in start's longest tasks. Their chunks are on their way
 * together all the same: the page's HTML links them (pagesWithLinkedCode).
 */
export async function preloadRoutePages(
  pathname: string,
  { routes = appRoutes, first }: PreloadOptions = {},
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.map(({ route }) => route.Component).filter(isLazyPage);
  if (first) {
    await first().catch(() => undefined);
    await nextTask();
  }
  for (const page of pages) {
    await page.preload();
    await nextTask();
  }
}
