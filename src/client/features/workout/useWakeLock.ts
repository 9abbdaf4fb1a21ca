import { useEffect } from 'react';

/**
 * Keeps the screen on while a routine runs, where the browser allows it (Wake Lock API):
 * a phone on the gym floor should not lock between exercises. The browser drops the lock
 * when the page is hidden, so it is asked for again when the page returns.
 */
export function useWakeLock(active: boolean): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return undefined;
    let sentinel: WakeLockSentinel | undefined;
    let released = false;
    const request = async () => {
      if (document.visibilityState !== 'visible' || released) return;
      try {
        sentinel = await navigator.wakeLock.request('screen');
      } catch {
        // Refused (battery saver, no permission): the run works without it.
      }
    };
    const onVisible = () => void request();
    void request();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      released = true;
      document.removeEventListener('visibilitychange', onVisible);
      void sentinel?.release().catch(() => undefined);
    };
  }, [active]);
}
