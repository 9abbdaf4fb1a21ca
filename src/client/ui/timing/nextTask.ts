/** The browser's `scheduler.yield()` (Chromium 129+), which TypeScript's DOM library lacks. */
interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Resolves in a later task, so the browser can answer input and paint in between: a long
 * start-up split into short tasks does not block a phone's first taps (Total Blocking Time).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
