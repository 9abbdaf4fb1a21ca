import { serverFailureMessage } from '../serverFailureMessage';

/**
 * How a try at sending a queued write ended:
 * - sent: the server has it (now, or from an earlier try with the same key);
 * - refused: the server will not take it as it is (its words say why), so it waits for the person;
 * - signed-out: the session it was sent with has ended: it waits for that person's next sign-in;
 * - unavailable: the server could not take it now (an outage, a throttle): tried again later;
 * - unreachable: no network reached the server: tried again when one does.
 */
export type WriteOutcome =
  | { kind: 'sent' }
  | { kind: 'refused'; refusal: string }
  | { kind: 'signed-out' }
  | { kind: 'unavailable' }
  | { kind: 'unreachable' };

const hasFailedStatus = (body: unknown) =>
  typeof body === 'object' && body !== null && 'status' in body && body.status !== 'success';

/**
 * The outcome of a reply (its HTTP status, or 'network' when none came, and its JSON body).
 * `refusedText` is said when a refusal carries no words of the server's.
 */
export function writeOutcome(
  status: number | 'network',
  body: unknown,
  refusedText: string,
): WriteOutcome {
  if (status === 'network') return { kind: 'unreachable' };
  if (status === 401) return { kind: 'signed-out' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'unavailable' };
  if (status >= 200 && status < 300 && !hasFailedStatus(body)) return { kind: 'sent' };
  return { kind: 'refused', refusal: serverFailureMessage(body) ?? refusedText };
}

/** Where a write's outcome leaves the queue: whether a pass goes on to the next write. */
export const passGoesOn = (outcome: WriteOutcome) =>
  outcome.kind === 'sent' || outcome.kind === 'refused';
