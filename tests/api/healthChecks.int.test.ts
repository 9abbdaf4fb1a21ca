import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { NO_REQUEST_RATE_LIMITS } from '../../src/server/config/requestLimitsEnv';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { connectPostgres } from '../../src/server/db/connectPostgres';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { healthMessages } from '../../src/server/routes/health/healthRoutes';
import { createOutboxMailer } from '../../src/server/services/mail/mailer';
import { loadWorkoutCatalogue } from '../../src/server/workout-catalogue/loadWorkoutCatalogue';
import { healthEndpoints } from '../../src/shared/api/healthEndpoints';
import { errorReply } from '../../src/shared/api/replySchemas';
import { startPrivatePostgres, type PrivatePostgres } from '../support/privatePostgres';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

/** The readiness answer's deadline (1 s) and the slack a busy test machine needs. */
const NOT_READY_WITHIN_MS = 1500;

async function timedGet(app: MotusApp, url: string) {
  const started = performance.now();
  const reply = await asUser(app).get(url);
  return { reply, ms: performance.now() - started };
}

describe('the health checks', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The real request limits: a check every second from one address must not reach them.
    t = await createTestApp({ requestRateLimits: readServerEnv({}).requestRateLimits });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answer 200 without sign-in, as often as a load balancer asks, never with the web page', async () => {
    for (let asked = 0; asked < 30; asked++) {
      for (const url of [healthEndpoints.live, healthEndpoints.ready]) {
        const reply = await asUser(t.app).send({
          method: 'GET',
          url,
          remoteAddress: '203.0.113.9',
        });
        expect(reply.statusCode, reply.body).toBe(200);
        expect(reply.json()).toEqual({ status: 'ok' });
      }
    }
  });

  // Without DATABASE_URL the test database is the embedded one (tests/support/testDatabase.ts).
  it.runIf(!process.env.DATABASE_URL)(
    '/readyz answers 503 with Retry-After while the embedded database is held, and 200 after',
    async () => {
      expect(t.database.kind).toBe('pglite');
      let release: () => void = () => undefined;
      const held = t.database.db.transaction().execute(
        () =>
          new Promise<void>((resolve) => {
            release = resolve;
          }),
      );
      const { reply, ms } = await timedGet(t.app, healthEndpoints.ready);
      expect(reply.statusCode).toBe(503);
      expect(reply.headers['retry-after']).toBe('5');
      expect(reply.json()).toEqual(errorReply(healthMessages.notReady));
      expect(ms).toBeLessThan(NOT_READY_WITHIN_MS);
      expect((await asUser(t.app).get(healthEndpoints.live)).statusCode).toBe(200);
      release();
      await held;
      expect((await asUser(t.app).get(healthEndpoints.ready)).statusCode).toBe(200);
    },
  );
});

describe('/readyz on a PostgreSQL server that stops', () => {
  let server: PrivatePostgres;
  let database: DatabaseHandle;
  let app: MotusApp;
  beforeAll(async () => {
    server = await startPrivatePostgres();
    database = await connectPostgres(server.url);
    await migrateToLatest(database.db);
    const env = {
      ...readServerEnv({}),
      clientDir: path.join('no-client'),
      requestRateLimits: NO_REQUEST_RATE_LIMITS,
    };
    app = await buildApp({
      env,
      database,
      mailer: createOutboxMailer('.tmp/no-outbox', env.mailFrom, () => undefined),
      profileConfigs: await loadProfileConfigs(env.profileConfigDir),
      workoutCatalogue: await loadWorkoutCatalogue(env.workoutCatalogueDir),
    });
    await app.ready();
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
    server.close();
  });

  it('answers 503 within 1.5 s while it is down, and 200 once it is back', async () => {
    expect((await asUser(app).get(healthEndpoints.ready)).statusCode).toBe(200);
    server.stop('immediate');
    const { reply, ms } = await timedGet(app, healthEndpoints.ready);
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(ms).toBeLessThan(NOT_READY_WITHIN_MS);
    expect((await asUser(app).get(healthEndpoints.live)).statusCode).toBe(200);
    server.start();
    let ready = 0;
    for (let attempt = 0; attempt < 20 && ready !== 200; attempt++) {
      ready = (await asUser(app).get(healthEndpoints.ready)).statusCode;
    }
    expect(ready).toBe(200);
  }, 60_000);
});
