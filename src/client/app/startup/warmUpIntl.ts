import { startIntl } from './startIntl';

/**
 * Starts the browser's Intl (ICU) library, which the first Intl object in a page's process
 * pays for once, a long task on a phone (decision 021). Every signed-in page reads
 * dates in the person's time zone (luxon asks Intl for it) and counts readings, so the cost
 * is certain. ICU's data is shared by the process's threads, so a worker pays it on another
 * core: the page's own first Intl object then costs almost nothing (measured in Chromium:
 * decision 021). Where a worker cannot start, the page pays it in a task of its
 * own, while it waits for its code and data, rather than in the render that first shows a date.
 *
 * The worker's script is a file of the build, not a blob: making a blob's URL is a synchronous
 * call to the browser process, inside the page's start-up task (decision 021).
 */
export function warmUpIntl(): void {
  try {
    // A module worker: the dev server serves the script's imports as they are.
    const worker = new Worker(new URL('./intlWorker.ts', import.meta.url), { type: 'module' });
    const finished = () => worker.terminate();
    worker.addEventListener('message', finished);
    worker.addEventListener('error', () => {
      finished();
      startIntl();
    });
  } catch {
    setTimeout(startIntl, 0);
  }
}
