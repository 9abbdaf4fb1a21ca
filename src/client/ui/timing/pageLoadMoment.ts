import { useEffect, useState } from 'react';

/**
 * A hook that is false until a moment of the page load has come (`schedule` calls its
 * `arrived` then, and returns a cancel function), and true from then on for every caller:
 * a page or tab mounted afterwards does not wait for it again.
 */
export function pageLoadMoment(schedule: (arrived: () => void) => () => void): () => boolean {
  let arrived = false;
  return function useMomentArrived(): boolean {
    const [seen, setSeen] = useState(arrived);
    useEffect(() => {
      if (seen) return;
      return schedule(() => {
        arrived = true;
        setSeen(true);
      });
    }, [seen]);
    return seen;
  };
}
