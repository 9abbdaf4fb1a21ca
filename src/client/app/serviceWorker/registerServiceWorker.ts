import { Workbox } from 'workbox-window';

/** The worker's address: at the site's root, so its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/** Loads the new version: it takes the page over, which then reloads under it. */
export type ApplyUpdate = () => void;

/**
 * Registers the service worker, and tells `onUpdateReady` when a new version is installed
 * and waiting; it waits until the person asks for it, and the page reloads only then.
 */
export async function registerServiceWorker(
  onUpdateReady: (applyUpdate: ApplyUpdate) => void,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  const workbox = new Workbox(SERVICE_WORKER_URL);
  let reloadWhenControlled = false;
  // Also sent when the first version takes the page over: that one does not reload it.
  workbox.addEventListener('controlling', () => {
    if (reloadWhenControlled) reload();
  });
  workbox.addEventListener('waiting', () => {
    onUpdateReady(() => {
      reloadWhenControlled = true;
      workbox.messageSkipWaiting();
    });
  });
  await workbox.register();
}
