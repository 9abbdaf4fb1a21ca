import { useEffect, useState } from 'react';

/**
 * A hook that is false until a moment of the page load has come (`schedule` calls its
 * `arrived` then, and returns a cancel function), and true from then on for every caller:
 * a page or tab mounted afterwards does not wait for it again.
 *
 * The moment is scheduled once for all the callers waiting for it, not once per caller: a
 * profile page has half a dozen of them, and each frame callback, timer and idle callback
 * asked of the browser is a call of its own in the page's busiest task after its first paint.
 */
export function pageLoadMoment(schedule: (arrived: () => void) => () => void): () => boolean {
  let arrived = false;
  const waiting = new Set<() => void>();
  let cancelScheduled: (() => void) | undefined;

  function arrive() {
    arrived = true;
    cancelScheduled = undefined;
    const listeners = [...waiting];
    waiting.clear();
    for (const listener of listeners) listener();
  }

  function waitFor(listener: () => void): () => void {
    waiting.add(listener);
    cancelScheduled ??= schedule(arrive);
    return () => {
      waiting.delete(listener);
      // The last caller gone (a page left before its first paint): nothing waits for it.
      if (waiting.size === 0 && cancelScheduled) {
        cancelScheduled();
        cancelScheduled = undefined;
      }
    };
  }

  return function useMomentArrived(): boolean {
    const [seen, setSeen] = useState(arrived);
    useEffect(() => {
      if (seen) return;
      // Come between this caller's render and its effect.
      if (arrived) {
        setSeen(true);
        return;
      }
      return waitFor(() => setSeen(true));
    }, [seen]);
    return seen;
  };
}
