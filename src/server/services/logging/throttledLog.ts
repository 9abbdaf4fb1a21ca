/**
 * Runs a log call at most once per interval: the first occurrence at once, later ones only
 * after the interval has passed, told how many were left unlogged since the last line. A
 * condition that refuses every request (a full disk) then costs one log line a minute, not
 * one per request.
 */
export function throttledLog(
  intervalMs: number,
  now: () => number = Date.now,
): (write: (unloggedSinceLast: number) => void) => void {
  let lastAt: number | undefined;
  let unlogged = 0;
  return (write) => {
    const at = now();
    if (lastAt !== undefined && at - lastAt < intervalMs) {
      unlogged++;
      return;
    }
    lastAt = at;
    const skipped = unlogged;
    unlogged = 0;
    write(skipped);
  };
}
