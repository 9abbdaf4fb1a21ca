import { matchRoutes } from 'react-router-dom';
import { appRoutes } from '../router';
import type { LazyPage } from './lazyPage';

function isLazyPage(component: unknown): component is LazyPage {
  return typeof component === 'function' && 'preload' in component;
}

/** Fetches the code of every lazy page the route table shows at this path. */
export async function preloadRoutePages(pathname: string): Promise<void> {
  const matches = matchRoutes(appRoutes, pathname) ?? [];
  const pages = matches.map(({ route }) => route.Component).filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload()));
}
