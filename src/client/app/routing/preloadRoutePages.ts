import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../router';
import { nextTask } from '../../ui/timing/nextTask';
import type { LazyPage } from './lazyPage';

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}

/**
 * Fetches the code of every lazy page the route table shows at this path, outermost first,
 * each page's modules run in a task of their own: a profile page's guard and page run
 * together were one of a signed-in start's longest tasks. Their chunks are on their way
 * together all the same: the page's HTML links them (pagesWithLinkedCode).
 */
export async function preloadRoutePages(
  pathname: string,
  routes: RouteObject[] = appRoutes,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.map(({ route }) => route.Component).filter(isLazyPage);
  for (const page of pages) {
    await page.preload();
    await nextTask();
  }
}
