import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_SCHEME } from '../../shared/api/accountEndpoints';
import { ErrorReply, errorReply } from '../../shared/api/replySchemas';
import type { UserRow } from '../db/tables/usersTable';
import type { KeptSessions } from '../services/sessions/keptSessions';
import { openKeptSessions } from '../services/sessions/openKeptSessions';
import { resolveSession } from '../services/sessions/sessionTokens';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Refuses a request without a live session (401) and otherwise puts its user on
     * request.user. Use it as `{ onRequest: app.authenticate }`, before the body is read or
     * validated (routeAccess refuses it in a later hook).
     */
    authenticate: (
      request: FastifyRequest,
      reply: FastifyReply,
    ) => Promise<FastifyReply | undefined>;
    /** Sessions found live a moment ago, forgotten as soon as they change (decision 030). */
    keptSessions: KeptSessions;
  }
  interface FastifyRequest {
    /** The signed-in user; set by app.authenticate, null on routes that do not use it. */
    user: UserRow | null;
    /** The bearer token of the request's session; set together with user. */
    sessionToken: string | null;
  }
}

export interface SignedIn {
  user: UserRow;
  token: string;
}

/** What a route that uses app.authenticate adds to its schema: the 401 reply and the scheme. */
export const signInRequired = {
  security: [{ motus: [] }],
  responses: { 401: ErrorReply },
} as const;

export const authenticationMessages = {
  missing: `You are not logged in. Log in and send the header "Authorization: ${AUTH_SCHEME} <token>".`,
  malformed: `The Authorization header must read "${AUTH_SCHEME} <token>". Log in to get a token.`,
  unknown: 'Your session is not valid any more. Please log in again.',
  expired: 'Your session ended after an hour without activity. Please log in again.',
} as const;

/** The token of an `Authorization: Motus <token>` header; the scheme word ignores case. */
function bearerToken(header: string | undefined): { token: string } | 'missing' | 'malformed' {
  if (header === undefined || header.trim() === '') return 'missing';
  const [scheme, token, ...rest] = header.trim().split(/\s+/);
  if (scheme?.toLowerCase() !== AUTH_SCHEME.toLowerCase() || !token || rest.length > 0) {
    return 'malformed';
  }
  return { token };
}

/**
 * Sessions live in the database, so any server instance can serve any request; each keeps
 * the ones it found live for a few seconds, told of every change by the database.
 * Installed on the root instance (not registered as an encapsulated plugin) so that every
 * route area sees app.authenticate.
 */
export async function installAuthentication(app: FastifyInstance): Promise<void> {
  const kept = await openKeptSessions(app.deps.database);
  app.decorate('keptSessions', kept.sessions);
  app.addHook('onClose', kept.close);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionToken', null);
  app.decorate('authenticate', async function authenticate(request, reply) {
    // An async hook that answers early returns the reply, so Fastify stops there.
    const refuse = (message: string) =>
      reply.code(401).header('WWW-Authenticate', AUTH_SCHEME).send(errorReply(message));
    const parsed = bearerToken(request.headers.authorization);
    if (parsed === 'missing' || parsed === 'malformed') {
      return refuse(authenticationMessages[parsed]);
    }
    const session = await resolveSession(app.deps.database.db, app.keptSessions, parsed.token);
    if (session.kind !== 'signed-in') return refuse(authenticationMessages[session.kind]);
    request.user = session.user;
    request.sessionToken = parsed.token;
    return undefined;
  });
}

/** The signed-in user of a route that uses app.authenticate. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.user || request.sessionToken === null) {
    throw new Error(
      `${request.routeOptions.url ?? request.url} needs { onRequest: app.authenticate }`,
    );
  }
  return { user: request.user, token: request.sessionToken };
}
