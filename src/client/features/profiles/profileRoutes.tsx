import type { RouteObject } from 'react-router-dom';
import { lazyPage } from '../../ui/lazy/lazyPage';

/**
 * The profile pages' routes, for the app's router. Profiles arrive from the server after
 * sign-in, so their paths are not known when the router is built: these routes take any
 * path of one or two segments (a profile, or a view of one such as
 * /labprofile/blood-results) and the page consults the configs (no match: Not Found). Paths the
 * app names itself (/login, /dashboard, …) rank above it and are unaffected. Sign-in is
 * required (ProfileRouteGuard).
 */
export function profileRouteObjects(): RouteObject[] {
  return [
    {
      // Lazy as well: the guard asks the server through RTK Query, which the first page
      // (login) does not load (decision 014).
      Component: lazyPage(() =>
        import('./ProfileRouteGuard').then((guard) => guard.ProfileRouteGuard),
      ),
      children: ['/:profileRoute', '/:profileRoute/:viewRoute'].map((path) => ({
        path,
        Component: lazyPage(() =>
          import('./ProfileRoutePage').then((page) => page.ProfileRoutePage),
        ),
      })),
    },
  ];
}
