import { useSyncExternalStore } from 'react';
import { createListenerStore } from '../state/createListenerStore';

// Page modules being fetched right now: the shell shows a progress bar while any is, since a
// navigation keeps the old page on screen until the new one can render.
const pagesLoading = createListenerStore(0);

function count(change: number): void {
  // A lazy page starts loading while React renders; telling subscribers then would update
  // the shell in the middle of another component's render.
  queueMicrotask(() => pagesLoading.set(pagesLoading.get() + change));
}

export function trackPageLoad<T>(load: Promise<T>): Promise<T> {
  count(1);
  return load.finally(() => count(-1));
}

const isLoading = () => pagesLoading.get() > 0;

/**
 * Whether a page's code is being fetched. A page rendered at build time (and its hydration)
 * shows no progress bar: React renders it once its code is there.
 */
export function usePageLoading(): boolean {
  return useSyncExternalStore(pagesLoading.subscribe, isLoading, () => false);
}
