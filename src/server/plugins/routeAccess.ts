import type { FastifyInstance, RouteOptions } from 'fastify';
import { PATIENT_ID_PARAMETER } from '../../shared/api/profileReadParameters';
import { errorReply } from '../../shared/api/replySchemas';

/**
 * What a signed-in route does with people's data: 'read' or 'write' a subject's data (through
 * accessData, which may make a consenting patient the subject), 'own': act on the caller's
 * own account, links and meetings, where patient_id means nothing and is refused, or 'admin':
 * the clinic's administrators manage its clinicians (services/clinicians/administrators.ts).
 */
export type RouteAccess = 'read' | 'write' | 'own' | 'admin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyInstance {
    /** Every signed-in route with what it does with data, as registered. */
    routeAccess: RouteAccessEntry[];
  }
}

export interface RouteAccessEntry {
  method: string;
  url: string;
  access: RouteAccess;
}

export const routeAccessMessages = {
  undeclared: (method: string, url: string) =>
    `${method} ${url} uses app.authenticate but does not say what it does with data: add config: { access: 'read' | 'write' | 'own' }`,
  authenticateLate: (method: string, url: string, stage: string) =>
    `${method} ${url} has app.authenticate in ${stage}: put it in onRequest, so sign-in is checked before the body is read`,
  ownOnly: `querystring: ${PATIENT_ID_PARAMETER} is not accepted here: this call acts on your own account only`,
} as const;

function methodsOf(route: RouteOptions): string[] {
  return [route.method].flat().filter((method) => method !== 'HEAD');
}

/** The request hooks after onRequest, in the order they run. */
const laterStages = ['preParsing', 'preValidation', 'preHandler'] as const;

/** A route's hooks of one stage as a list; Fastify takes one function or a list. */
function hooksOf(route: RouteOptions, stage: 'onRequest' | (typeof laterStages)[number]) {
  return [route[stage] ?? []].flat() as unknown[];
}

/**
 * Whether a route answers only signed-in callers: app.authenticate among its onRequest hooks,
 * the one stage needsSignIn lets it be in. The OpenAPI document asks this too.
 */
export function usesAuthentication(route: RouteOptions, authenticate: unknown): boolean {
  return hooksOf(route, 'onRequest').includes(authenticate);
}

/**
 * Whether the route needs sign-in. app.authenticate in a later hook is refused at start, since
 * sign-in must be checked before the body is read, parsed or validated: an anonymous caller
 * gets 401, never a 400 that describes the schema, a 413 or a 415. A HEAD route, made from its
 * GET's options, passes through here as well: the GET is the one named.
 */
function needsSignIn(route: RouteOptions, authenticate: unknown): boolean {
  const late = laterStages.find((stage) => hooksOf(route, stage).includes(authenticate));
  const [method] = methodsOf(route);
  if (late !== undefined && method !== undefined) {
    throw new Error(routeAccessMessages.authenticateLate(method, route.url, late));
  }
  return usesAuthentication(route, authenticate);
}

/**
 * Every route behind sign-in must declare its access, or the server does not start: a new
 * data route cannot forget to say it touches data, and the route × role test reads this list.
 */
export function installRouteAccess(app: FastifyInstance): void {
  const entries: RouteAccessEntry[] = [];
  app.decorate('routeAccess', entries);
  app.addHook('onRoute', (route) => {
    if (!needsSignIn(route, app.authenticate)) return;
    const access = route.config?.access;
    for (const method of methodsOf(route)) {
      if (access === undefined) throw new Error(routeAccessMessages.undeclared(method, route.url));
      entries.push({ method, url: route.url, access });
    }
  });
  // Before the schema: a route of one's own account says why patient_id is refused.
  app.addHook('preValidation', async (request, reply) => {
    if (request.routeOptions.config.access !== 'own') return undefined;
    const query = request.query as Partial<Record<string, unknown>> | undefined;
    if (query?.[PATIENT_ID_PARAMETER] === undefined) return undefined;
    return reply.status(400).send(errorReply(routeAccessMessages.ownOnly));
  });
}
