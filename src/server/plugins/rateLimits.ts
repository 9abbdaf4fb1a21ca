import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  RouteOptions,
} from 'fastify';
import { accountEndpoints } from '../../shared/api/accountEndpoints';
import { callingPaths } from '../../shared/api/callingContract';
import { ErrorReply, errorReply } from '../../shared/api/replySchemas';
import { yourDataEndpoints } from '../../shared/api/yourDataEndpoints';
import type { RequestRateLimits } from '../config/requestLimitsEnv';
import { databaseRateLimitStore } from '../services/throttling/databaseRateLimitStore';
import { deleteExpiredCounts } from '../services/throttling/expiredCounts';

/** The window every request-rate limit counts in: RATE_LIMIT_* are requests per minute. */
export const REQUEST_RATE_WINDOW_MS = 60_000;

/** How often each server removes counts whose windows have ended. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * The public routes limited per client address (decision 026), in groups that share one
 * count. Signed-in calls are not limited by address: a clinic's people share one.
 */
export const rateLimitedPaths: Record<keyof RequestRateLimits, readonly string[]> = {
  login: [accountEndpoints.login, accountEndpoints.loginAfterRegister],
  register: [accountEndpoints.createUser],
  passwordReset: [accountEndpoints.sendPasswordResetEmail, accountEndpoints.changePassword],
  meetingCheck: [callingPaths.verifyMeetingId],
  // Each wrong passcode is counted on the link itself (ten in its life); this keeps one
  // address from spending the server's passcode hashing on many links at once.
  shareLink: [yourDataEndpoints.shareLinkManifest],
};

export function tooManyRequestsMessage(seconds: number): string {
  return `Too many requests from your network. Try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`;
}

type RequestHook = (
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<FastifyReply | undefined>;

/** The documented 429 joins a limited route's replies, so the OpenAPI document lists it. */
function withTooManyRequestsReply(schema: FastifySchema | undefined): FastifySchema {
  const response = (schema?.response ?? {}) as Record<string, unknown>;
  if ('429' in response) return schema ?? {};
  return { ...schema, response: { ...response, 429: ErrorReply } };
}

/**
 * Request-rate limits on the public routes, counted in the database by @fastify/rate-limit
 * with databaseRateLimitStore, and the sweep that removes counts whose windows have ended.
 * Runs at onRequest, before the body is read: a refused request costs one statement.
 */
export async function installRateLimits(app: FastifyInstance): Promise<void> {
  const { env, database } = app.deps;
  await app.register(fastifyRateLimit, {
    global: false,
    store: databaseRateLimitStore(database.db),
  });

  const hooksByPath = new Map<string, RequestHook>();
  for (const group of Object.keys(rateLimitedPaths) as (keyof RequestRateLimits)[]) {
    const max = env.requestRateLimits[group];
    if (max === 0) continue;
    const check = app.createRateLimit({
      max,
      timeWindow: REQUEST_RATE_WINDOW_MS,
      // IPv6 clients by their /64: one household or office holds a whole one.
      keyGenerator: (request) => `${group}:${normalizeIP(request.ip)}`,
    });
    const limit: RequestHook = async (request, reply) => {
      const outcome = await check(request);
      if (outcome.isAllowed || !outcome.isExceeded) return;
      const seconds = Math.max(1, outcome.ttlInSeconds);
      request.log.warn({ group, ip: request.ip, max }, 'request rate limit reached');
      return reply
        .code(429)
        .header('retry-after', String(seconds))
        .send(errorReply(tooManyRequestsMessage(seconds)));
    };
    for (const path of rateLimitedPaths[group]) hooksByPath.set(path, limit);
  }

  app.addHook('onRoute', (route: RouteOptions) => {
    const limit = hooksByPath.get(route.url);
    if (limit === undefined || ![route.method].flat().includes('POST')) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
    route.schema = withTooManyRequestsReply(route.schema);
  });

  let sweeping: Promise<void> | undefined;
  const sweeper = setInterval(() => {
    sweeping ??= deleteExpiredCounts(database.db)
      .catch((error: unknown) => app.log.warn({ err: error }, 'removing expired counts failed'))
      .finally(() => {
        sweeping = undefined;
      });
  }, SWEEP_EVERY_MS);
  sweeper.unref();
  app.addHook('onClose', async () => {
    clearInterval(sweeper);
    await sweeping;
  });
}
