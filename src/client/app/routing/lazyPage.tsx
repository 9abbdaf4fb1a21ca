import { lazy, type ComponentType } from 'react';
import { trackPageLoad } from './pageLoads';

/**
 * A page component whose module is fetched the first time it renders, so the first page a
 * visitor opens carries only its own code. The shell's Suspense shows a loading state on a
 * first load; on a navigation the old page stays until the new one is ready.
 */
export function lazyPage(load: () => Promise<ComponentType>): ComponentType {
  return lazy(() => trackPageLoad(load()).then((Component) => ({ default: Component })));
}
