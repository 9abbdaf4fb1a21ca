import { useEffect, useEffectEvent } from 'react';
import { INACTIVITY_TIMEOUT_MS } from '../../../shared/session/sessionConstants';

/** The signs of activity of the specification (000 §4) that restart the timer. */
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

/**
 * Calls `onTimeout` after `timeoutMs` without any sign of activity, while `enabled`.
 * Activity only records a time; the timer checks it when it fires, so a stream of
 * mousemove events does not churn timers.
 */
export function useInactivityTimeout(
  onTimeout: () => void,
  enabled: boolean,
  timeoutMs: number = INACTIVITY_TIMEOUT_MS,
): void {
  const timedOut = useEffectEvent(onTimeout);

  useEffect(() => {
    if (!enabled) return;
    let lastActivity = Date.now();
    let timer: ReturnType<typeof setTimeout>;

    const check = () => {
      const idleFor = Date.now() - lastActivity;
      if (idleFor >= timeoutMs) timedOut();
      else timer = setTimeout(check, timeoutMs - idleFor);
    };
    const recordActivity = () => {
      lastActivity = Date.now();
    };

    timer = setTimeout(check, timeoutMs);
    // Capture, so scrolling inside any element counts as well as scrolling the page.
    const listenerOptions = { capture: true, passive: true };
    for (const type of ACTIVITY_EVENTS)
      window.addEventListener(type, recordActivity, listenerOptions);
    return () => {
      clearTimeout(timer);
      for (const type of ACTIVITY_EVENTS) {
        window.removeEventListener(type, recordActivity, listenerOptions);
      }
    };
  }, [enabled, timeoutMs]);
}
