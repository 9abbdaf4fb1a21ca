import { useSyncExternalStore } from 'react';
import type * as Toastify from 'react-toastify';
import type { ToastOptions } from 'react-toastify';

let wanted = false;
const listeners = new Set<() => void>();

/**
 * react-toastify, loaded when a toast is first wanted rather than with the first page:
 * the login page's JavaScript stays small (decision 014). Toasts raised before the shell's
 * container mounts wait in react-toastify's queue and show when it does.
 */
export function loadToasts(): Promise<typeof Toastify> {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return import('react-toastify');
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True once anything has asked for toasts: the shell then mounts its container. */
export function useToastsWanted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => wanted,
    () => wanted,
  );
}

type ToastKind = 'error' | 'info' | 'success' | 'warning';

/** A toast from code that is part of the first page (login, the end of a session). */
export function showToast(kind: ToastKind, message: string, options?: ToastOptions): void {
  void loadToasts().then(({ toast }) => toast[kind](message, options));
}
