import { useEffect } from 'react';
import { SESSION_RENEW_INTERVAL_MS } from '../../shared/session/sessionConstants';

/**
 * Activity that leaves no key press or pointer move: a person following a workout's timers
 * or talking in a video call is active for an hour without touching the page.
 */
export const quietActivity = new EventTarget();
export const QUIET_ACTIVITY_EVENT = 'activity';

/** While `active`, counts as activity once every renewal interval. */
export function useKeepSessionAlive(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const signal = () => quietActivity.dispatchEvent(new Event(QUIET_ACTIVITY_EVENT));
    signal();
    const timer = setInterval(signal, SESSION_RENEW_INTERVAL_MS / 2);
    return () => clearInterval(timer);
  }, [active]);
}
