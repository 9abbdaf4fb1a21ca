import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { healthEndpoints } from '../../../shared/api/healthEndpoints';
import { ErrorReply, errorReply } from '../../../shared/api/replySchemas';

/** How long /readyz waits for the database's answer before it says the server is not ready. */
export const READY_TIMEOUT_MS = 1000;
/** When a load balancer may ask again after a 503. */
const READY_RETRY_AFTER_SECONDS = 5;

export const healthMessages = {
  notReady: `The database did not answer within ${READY_TIMEOUT_MS / 1000} s: Motus cannot serve requests now. Try again shortly.`,
} as const;

const HealthReply = Type.Object({ status: Type.Literal('ok') });
const tags = ['Health'];

/** Settles with whether the database answered `select 1` in time; never rejects. */
async function databaseAnswers(app: FastifyInstance): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), READY_TIMEOUT_MS);
  });
  const answered = sql`select 1`.execute(app.deps.database.db).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * GET /healthz and /readyz, asked every second or so by a supervisor or a load balancer:
 * no sign-in, no rate limit, no personal data, and below the request log's level, so they
 * neither fill the log nor count as anyone's activity.
 */
export function healthRoutes(app: FastifyInstance): void {
  app.get(
    healthEndpoints.live,
    {
      logLevel: 'warn',
      schema: {
        tags,
        summary: 'The process answers (liveness)',
        response: { 200: HealthReply },
      },
    },
    () => ({ status: 'ok' as const }),
  );

  app.get(
    healthEndpoints.ready,
    {
      logLevel: 'warn',
      schema: {
        tags,
        summary: `The database answers select 1 within ${READY_TIMEOUT_MS / 1000} s (readiness)`,
        response: { 200: HealthReply, 503: ErrorReply },
      },
    },
    async (_request, reply) => {
      if (await databaseAnswers(app)) return { status: 'ok' as const };
      return reply
        .status(503)
        .header('retry-after', String(READY_RETRY_AFTER_SECONDS))
        .send(errorReply(healthMessages.notReady));
    },
  );
}
