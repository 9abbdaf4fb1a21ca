import { lazy, useState, type ComponentType, type FunctionComponent } from 'react';

/** A lazily loaded component, whose code can also be fetched before it first renders. */
export type PreloadableComponent<Props extends object> = FunctionComponent<Props> & {
  /** Fetches the component's code; one rendered after this resolves renders at once. */
  preload: () => Promise<void>;
  /** Whether the code is here: rendering it now will not suspend. */
  isLoaded: () => boolean;
};

/**
 * `React.lazy` with a `preload()`, and without suspending once the code is here. React shows
 * the nearest Suspense fallback when a lazy component first renders, even when its module
 * arrived long ago, and reveals the content no sooner than 300 ms after that fallback
 * appeared (its throttle for content popping in): a chart whose code came with its data
 * still appeared a third of a second late. A component mounted after the code arrived
 * renders it directly.
 *
 * `watch` sees each fetch of the code (the app counts page loads in progress with it).
 */
export function preloadableLazy<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  watch: <T>(loading: Promise<T>) => Promise<T> = (loading) => loading,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const fetchCode = () => {
    loading ??= load().then(
      (Component) => {
        loaded = Component;
        return Component;
      },
      (error: unknown) => {
        // A later render may try again.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Lazy = lazy(() => watch(fetchCode()).then((Component) => ({ default: Component })));
  function Preloadable(props: Props) {
    // Chosen once per mount: switching from Lazy to the loaded component would remount it.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  Preloadable.preload = () => fetchCode().then(() => undefined);
  Preloadable.isLoaded = () => loaded !== undefined;
  return Preloadable;
}
