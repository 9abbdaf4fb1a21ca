import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False while React renders a page at build time and while it hydrates that markup, true
 * once the component is the app's: then it re-renders, with true. A component mounted by the
 * app itself sees true from its first render, so nothing flickers there.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
