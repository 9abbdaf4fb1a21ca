import { useEffect, useEffectEvent } from 'react';
import {
  INACTIVITY_TIMEOUT_MS,
  SESSION_RENEW_INTERVAL_MS,
} from '../../../shared/session/sessionConstants';
import { QUIET_ACTIVITY_EVENT, quietActivity } from '../../account/keepSessionAlive';
import {
  listenToOtherTabs,
  tellOtherTabs,
  type SessionMessage,
} from '../../account/sessionChannel';

/** The signs of activity of docs/product.md#accounts-and-sessions that restart the timer. */
export const ACTIVITY_EVENTS = [
  'keydown',
  'keypress',
  'mousemove',
  'mousedown',
  'touchmove',
  'scroll',
  'click',
  'load',
] as const;

export interface SessionActivityHandlers {
  /** The hour ran out with no activity in any tab. */
  onIdle: () => void;
  /** The person is active: tell the server, whose idle clock must agree with this one. */
  onRenew: () => void;
  /** Another tab signed out, so this one is signed out as well. */
  onSignedOutElsewhere: (reason: Extract<SessionMessage, { kind: 'signed-out' }>['reason']) => void;
}

/**
 * The session's hour of inactivity as the person lives it (docs/product.md#accounts-and-sessions), while `enabled`: activity
 * in this tab or any other restarts it; activity renews the session on the server at most
 * once a minute (and the other tabs hear of it then); signing out anywhere signs out here.
 * Activity only records a time; the timer checks it when it fires, so a stream of mousemove
 * events does not churn timers.
 */
export function useSessionActivity(
  handlers: SessionActivityHandlers,
  enabled: boolean,
  timeoutMs: number = INACTIVITY_TIMEOUT_MS,
): void {
  const idle = useEffectEvent(handlers.onIdle);
  const renew = useEffectEvent(handlers.onRenew);
  const signedOutElsewhere = useEffectEvent(handlers.onSignedOutElsewhere);

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    // Signing in (or this page's first call) has just started the server's hour.
    let lastRenewal = lastActivity;
    let timer: ReturnType<typeof setTimeout>;

    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor < timeoutMs) {
        timer = setTimeout(check, timeoutMs - idleFor);
        return;
      }
      tellOtherTabs({ kind: 'signed-out', reason: 'idle' });
      idle();
    };
    const recordActivity = () => {
      lastActivity = Date.now();
      if (lastActivity - lastRenewal < SESSION_RENEW_INTERVAL_MS) return;
      lastRenewal = lastActivity;
      renew();
      tellOtherTabs({ kind: 'active' });
    };
    const stopListening = listenToOtherTabs((message) => {
      if (message.kind === 'signed-out') {
        signedOutElsewhere(message.reason);
        return;
      }
      // The tab that saw the activity has renewed the session already.
      lastActivity = Date.now();
      lastRenewal = lastActivity;
    });

    timer = setTimeout(check, timeoutMs);
    // Capture, so scrolling inside any element counts as well as scrolling the page.
    const listenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, recordActivity, listenerOptions);
    quietActivity.addEventListener(QUIET_ACTIVITY_EVENT, recordActivity);
    return () => {
      clearTimeout(timer);
      stopListening();
      quietActivity.removeEventListener(QUIET_ACTIVITY_EVENT, recordActivity);
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, recordActivity, listenerOptions);
      }
    };
  }, [enabled, timeoutMs]);
}
