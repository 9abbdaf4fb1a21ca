import type { ComponentType } from 'react';
import { preloadableLazy, type PreloadableComponent } from './preloadableLazy';
import { trackPageLoad } from './pageLoads';

/** A lazily loaded page, whose code can also be fetched before it first renders. */
export type LazyPage = PreloadableComponent<Record<string, never>>;

/**
 * A page component whose module is fetched the first time it renders, so the first page a
 * visitor opens carries only its own code. The shell's Suspense shows a loading state on a
 * first load; on a navigation the old page stays until the new one is ready.
 *
 * A page whose code is already here renders without suspending: a page the build prerendered
 * is preloaded and then hydrated (main.tsx), and React would otherwise discard its markup for
 * the loading state if anything updated the shell while the page was still suspended.
 */
export function lazyPage(load: () => Promise<ComponentType>): LazyPage {
  return preloadableLazy(load, trackPageLoad);
}
