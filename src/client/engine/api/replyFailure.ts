import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

/**
 * Why a call failed, in the terms the messages of docs/product.md use:
 * - 'unreachable': no reply at all (offline, server down, timed out);
 * - 'not-success': the server answered, but not with status 'success' (a refused input);
 * - 'other': anything else (a server fault, an expired session, a broken reply).
 */
export type ReplyFailure = 'unreachable' | 'not-success' | 'other';

function hasStatusField(data: unknown): data is { status: unknown } {
  return typeof data === 'object' && data !== null && 'status' in data;
}

export function classifyReplyFailure(error: FetchBaseQueryError | SerializedError): ReplyFailure {
  if (!('status' in error)) return 'other';
  if (error.status === 'FETCH_ERROR' || error.status === 'TIMEOUT_ERROR') return 'unreachable';
  if (typeof error.status !== 'number') return 'other';
  // 401 and 403 are about the session, 5xx about the server: not something the user typed.
  const aboutTheInput = error.status < 500 && error.status !== 401 && error.status !== 403;
  return aboutTheInput && hasStatusField(error.data) && error.data.status !== 'success'
    ? 'not-success'
    : 'other';
}

/** The server refused the secure pin: wrong or none set up (403), or locked (429). */
export function isPinRefusal(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('status' in error)) return false;
  return error.status === 403 || error.status === 429;
}

/** The server refused a doctor's read of a patient's data: the grant does not cover it (403). */
export function isAccessRefusal(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'status' in error && error.status === 403;
}

/** fetchBaseQuery's validateStatus: a reply is good only when HTTP and its own status agree. */
export function isSuccessReply(response: Response, body: unknown): boolean {
  return response.ok && hasStatusField(body) && body.status === 'success';
}
