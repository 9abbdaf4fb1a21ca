interface Waiting<T, R> {
  item: T;
  resolve: (result: R) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit: calls wait and are written together, as a database groups the commits that
 * arrive during a flush. flush is handed takeBatch and calls it once it can write (holding a
 * database connection, say): every call made until then is in the batch. An idle caller is
 * written as soon as the connection is free; on a busy one (the embedded database serves one
 * statement at a time) the calls queued behind other statements share one statement. flush
 * answers one result per item taken, in order.
 */
export function groupCommit<T, R>(
  flush: (takeBatch: () => readonly T[]) => Promise<readonly R[]>,
  maxBatch = 256,
): (item: T) => Promise<R> {
  const waiting: Waiting<T, R>[] = [];
  let flushing = false;

  async function drain(): Promise<void> {
    flushing = true;
    while (waiting.length > 0) {
      let batch: Waiting<T, R>[] = [];
      try {
        const results = await flush(() => {
          batch = waiting.splice(0, maxBatch);
          return batch.map((entry) => entry.item);
        });
        batch.forEach((entry, index) => {
          const result = results[index];
          if (result === undefined) entry.reject(new Error('group commit: no result for an item'));
          else entry.resolve(result);
        });
      } catch (error) {
        // A flush that failed before it could take a batch (no database connection to be had)
        // fails the calls waiting then: trying again at once would fail the same way, in a loop.
        const failed = batch.length > 0 ? batch : waiting.splice(0, maxBatch);
        for (const entry of failed) entry.reject(error);
      }
    }
    flushing = false;
  }

  return (item) =>
    new Promise<R>((resolve, reject) => {
      waiting.push({ item, resolve, reject });
      if (!flushing) void drain();
    });
}
