/**
 * The queue of writes of the stored user (persistSession fills it). Writing is asynchronous
 * (the user is encrypted first): whoever sends the person to another page after signing in
 * waits for it, so that a reload or a typed address at once finds them signed in.
 */
let writes: Promise<void> = Promise.resolve();

/** Queues a write after those before it, so the last change of the user always lands last. */
export function queueSessionWrite(write: () => Promise<void>): void {
  writes = writes.then(write).catch((error: unknown) => {
    // Storage can be unavailable (private mode, full disk): the session then lasts as long
    // as the tab, which is still correct behaviour.
    console.warn('Motus could not store the session', error);
  });
}

/** Resolves once every write queued so far has landed, or failed. */
export function sessionWritesLanded(): Promise<void> {
  return writes;
}
