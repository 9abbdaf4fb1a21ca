import { useSyncExternalStore } from 'react';

// Page modules being fetched right now: the shell shows a progress bar while any is, since a
// navigation keeps the old page on screen until the new one can render.
let loading = 0;
const listeners = new Set<() => void>();

function announce(): void {
  // A lazy page starts loading while React renders; telling subscribers then would update
  // the shell in the middle of another component's render.
  queueMicrotask(() => {
    for (const listener of listeners) listener();
  });
}

export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  loading += 1;
  announce();
  return load.finally(() => {
    loading -= 1;
    announce();
  });
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const isLoading = () => loading > 0;

/**
 * Whether a page's code is being fetched. A page rendered at build time (and its hydration)
 * shows no progress bar: React renders it once its code is there.
 */
export function usePageLoading(): boolean {
  return useSyncExternalStore(subscribe, isLoading, () => false);
}
