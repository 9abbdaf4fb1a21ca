import type { ApplyUpdate } from './registerServiceWorker';

/**
 * In a production build, once the page has loaded, registers the service worker (its code
 * loaded then, so the first screen carries none of it) and tells `onUpdateReady` of a new
 * version. Returns what stops it, for a component that goes before the page has loaded.
 */
export function watchForServiceWorkerUpdates(
  onUpdateReady: (applyUpdate: ApplyUpdate) => void,
): () => void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return () => undefined;
  let stopped = false;
  const register = () => {
    void import('./registerServiceWorker')
      .then(({ registerServiceWorker }) =>
        stopped ? undefined : registerServiceWorker(onUpdateReady),
      )
      .catch((error: unknown) => {
        // The app works as before without it; only opening offline is lost.
        console.warn('Motus could not register its service worker', error);
      });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
  return () => {
    stopped = true;
    window.removeEventListener('load', register);
  };
}
