/**
 * What a session that expired leaves for the same person to come back to (docs/product.md#accounts-and-sessions: the hour's
 * timeout must not lose their work): the page they were on and what they had typed in an
 * open dialog. Kept in this tab's memory only: health data typed into a form is not written
 * to storage, and an explicit logout or another person signing in forgets it all.
 */
let returnPlace: { userId: number | null; path: string } | null = null;
const drafts = new Map<string, unknown>();

/** The session expired (on the server, or after the browser's hour) on this page. */
export function rememberReturnPlace(userId: number, path: string): void {
  returnPlace = { userId, path };
}

/**
 * A page a signed-out visitor is asked to sign in for (a clinician's invitation link): whoever
 * signs in next comes back to it.
 */
export function returnAfterSignIn(path: string): void {
  returnPlace = { userId: null, path };
}

/** A logout, or someone else signing in: nothing of the last session is to come back. */
export function forgetSessionResume(): void {
  returnPlace = null;
  drafts.clear();
}

/** Someone signed in: a resume kept for anyone else is forgotten. */
export function keepResumeOnlyFor(userId: number): void {
  if (returnPlace?.userId !== userId && returnPlace?.userId !== null) forgetSessionResume();
}

/** The page to go back to after signing in, used once; null to start at the dashboard. */
export function takeReturnPlace(): string | null {
  const path = returnPlace?.path ?? null;
  returnPlace = null;
  return path;
}

/** A dialog's values as they are now; called on every change while it is open. */
export function keepDraft(key: string, values: unknown): void {
  drafts.set(key, values);
}

/** What a dialog had when the session expired, given back once. */
export function takeDraft(key: string): unknown {
  const draft = drafts.get(key);
  drafts.delete(key);
  return draft;
}

export function hasDraft(key: string): boolean {
  return drafts.has(key);
}

/**
 * The dialog was closed or saved, or left while still signed in: nothing to give back. A
 * dialog unmounted because the session expired keeps its draft for the return.
 */
export function dropDraft(key: string, unlessReturning = false): void {
  if (unlessReturning && returnPlace !== null) return;
  drafts.delete(key);
}
