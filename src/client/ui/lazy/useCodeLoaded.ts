import { startTransition, useEffect, useState } from 'react';
import type { PreloadableComponent } from './preloadableLazy';

/**
 * Fetches a lazy component's code when the caller mounts and says whether it has arrived, so
 * the caller can show its own loading state meanwhile instead of a Suspense fallback (which
 * React keeps on screen at least 300 ms). A failed fetch also answers true: rendering the
 * component then tries again and hands the failure to the error boundary. With `start` false
 * the fetch waits until it turns true.
 */
export function useCodeLoaded<Props extends object>(
  component: PreloadableComponent<Props>,
  { start = true }: { start?: boolean } = {},
): boolean {
  const [loaded, setLoaded] = useState(component.isLoaded);
  useEffect(() => {
    if (loaded || !start) return;
    let current = true;
    // What the code draws is made in a render React may pause, not in one long task.
    const settle = () => {
      if (current) startTransition(() => setLoaded(true));
    };
    component.preload().then(settle, settle);
    return () => {
      current = false;
    };
  }, [component, loaded, start]);
  return loaded;
}
