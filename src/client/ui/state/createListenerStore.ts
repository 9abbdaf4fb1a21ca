/**
 * A value kept outside React that components follow with `useSyncExternalStore`: each `set`
 * tells every subscriber, and React re-renders the components whose reading of it changed.
 */
export interface ListenerStore<T> {
  get: () => T;
  set: (next: T) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createListenerStore<T>(initial: T): ListenerStore<T> {
  let current = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => current,
    set: (next) => {
      current = next;
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
