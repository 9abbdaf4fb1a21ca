import { errorReply, type ErrorReply } from '../../shared/api/replySchemas';

/** The statuses a service refuses a call with. */
export type RefusalStatus = 400 | 401 | 403 | 404 | 409 | 429;

/**
 * Why a service will not do what was asked, as the route answers it: the status and the reply
 * body, which is the API's one error shape (docs/api.md) or one that adds to it (a pin's lock
 * end, a link's attempts left). The status is in the type, so a route's reply schemas must
 * document every status its services may refuse with.
 */
export interface Refusal<
  Status extends RefusalStatus = RefusalStatus,
  Body extends ErrorReply = ErrorReply,
> {
  readonly refused: true;
  readonly status: Status;
  readonly body: Body;
}

/** What a service gives when it does what was asked. */
export interface Granted<T> {
  readonly refused: false;
  readonly value: T;
}

/** A service's answer: what it gives, or one of the refusals R. */
export type Outcome<T, R extends Refusal = Refusal> = Granted<T> | R;

export function granted<T>(value: T): Granted<T> {
  return { refused: false, value };
}

/** A refusal in the API's error shape, saying what went wrong and what to do. */
export function refuse<Status extends RefusalStatus>(
  status: Status,
  message: string,
): Refusal<Status> {
  return refuseWith(status, errorReply(message));
}

/** A refusal whose body carries more than the message. */
export function refuseWith<Status extends RefusalStatus, Body extends ErrorReply>(
  status: Status,
  body: Body,
): Refusal<Status, Body> {
  return { refused: true, status, body };
}

/** The part of a Fastify reply that sends a refusal; a route's reply fits it (see below). */
interface RefusalReply<Status, Body, Sent> {
  code(status: Status): { send(body: Body): Sent };
}

/**
 * How every route answers a service's refusal. The refusal alone decides the reply's types
 * (NoInfer): a route whose reply schemas lack its status, or give that status another body,
 * does not compile.
 */
export function sendRefusal<Status extends RefusalStatus, Body extends ErrorReply, Sent>(
  reply: RefusalReply<NoInfer<Status>, NoInfer<Body>, Sent>,
  refusal: Refusal<Status, Body>,
): Sent {
  return reply.code(refusal.status).send(refusal.body);
}
