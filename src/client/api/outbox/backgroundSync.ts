/** The tag the service worker hears when the browser finds a network for the queue. */
export const OUTBOX_SYNC_TAG = 'motus-outbox';

interface SyncManager {
  register(tag: string): Promise<void>;
}

/**
 * Asks the browser to wake Motus's service worker when a network returns, even with every
 * tab closed. Background Sync exists in Chromium only: elsewhere the queue is sent when
 * Motus opens and when the browser says it is online again (useOutboxSending).
 */
export function askForBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker
    .getRegistration()
    .then((registration) => {
      const sync = (registration as { sync?: SyncManager } | undefined)?.sync;
      return sync?.register(OUTBOX_SYNC_TAG);
    })
    .catch(() => undefined);
}
