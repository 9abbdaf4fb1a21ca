import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';
import { trackPageLoad } from './pageLoads';

/** A lazily loaded page, whose code can also be fetched before it first renders. */
export type LazyPage = FunctionComponent & {
  /** Fetches the page's code; a page rendered after this resolves renders at once. */
  preload(): Promise<void>;
};

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
  let loaded: ComponentType | undefined;
  let loading: Promise<ComponentType> | undefined;
  const fetchPage = () => {
    loading ??= load().then(
      (Component) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        // A later visit may try again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => trackPageLoad(fetchPage()).then((Component) => ({ default: Component })));
  function Page() {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  Page.preload = () => fetchPage().then(() => undefined);
  return Page;
}
