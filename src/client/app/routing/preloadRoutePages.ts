import { matchRoutes, type RouteObject } from 'react-router-dom';
import { appRoutes } from '../router';
import type { LazyPage } from '../../ui/lazy/lazyPage';

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}

/**
 * Fetches the code of every lazy page the route table shows at this path (a profile page's
 * guard and the page itself), so the app's first render finds it here rather than asking for
 * it then. `routes` is the app's table unless a test gives its own.
 */
export async function preloadRoutePages(
  pathname: string,
  routes: RouteObject[] = appRoutes,
): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const pages = matches.map(({ route }) => route.Component).filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload()));
}
