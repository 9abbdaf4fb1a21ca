/** What starts ICU: the first date format (with the time zone) and the first number format. */
function startIntl(): void {
  Intl.DateTimeFormat().resolvedOptions();
  (0).toLocaleString();
}

// The worker's whole program: the same calls, then a word that it is done.
const WORKER_SOURCE = `(${startIntl.toString()})(); postMessage('ready');`;

/**
 * Starts the browser's Intl (ICU) library, which the first Intl object in a page's process
 * pays for once: 20–60 ms on a desktop, four times that on a phone. Every signed-in page reads
 * dates in the person's time zone (luxon asks Intl for it) and counts readings, so the cost
 * is certain. ICU's data is shared by the process's threads, so a worker pays it on another
 * core: the page's own first Intl object then takes under a millisecond (measured in
 * Chromium: decision 021). Where a worker cannot start, the page pays it in a task of its
 * own, while it waits for its code and data, rather than in the render that first shows a date.
 */
export function warmUpIntl(): void {
  let source: string | undefined;
  try {
    const url = URL.createObjectURL(new Blob([WORKER_SOURCE], { type: 'text/javascript' }));
    source = url;
    const worker = new Worker(url);
    const finished = () => {
      worker.terminate();
      URL.revokeObjectURL(url);
    };
    worker.addEventListener('message', finished);
    worker.addEventListener('error', () => {
      finished();
      startIntl();
    });
  } catch {
    if (source !== undefined) URL.revokeObjectURL(source);
    setTimeout(startIntl, 0);
  }
}
