import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * A call the app itself called off (the cache was emptied at sign-out, the page moved on):
 * nothing failed, so nothing is shown to the user.
 */
export function isAbortedCall(error: FetchBaseQueryError | SerializedError): boolean {
  return !('status' in error) && error.name === 'AbortError';
}
