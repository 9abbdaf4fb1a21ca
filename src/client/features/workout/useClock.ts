import { useEffect, useState } from 'react';

/** Workout timers tick every second (docs/product.md#workout-routines). */
export const WORKOUT_TICK_MS = 1000;

/**
 * The current time, refreshed each tick while `running` and at once when the page comes
 * back into view: what is shown is computed from timestamps, so a missed tick costs nothing.
 */
export function useClock(running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return undefined;
    const refresh = () => setNow(Date.now());
    refresh();
    const timer = window.setInterval(refresh, WORKOUT_TICK_MS);
    document.addEventListener('visibilitychange', refresh);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', refresh);
    };
  }, [running]);
  return now;
}
