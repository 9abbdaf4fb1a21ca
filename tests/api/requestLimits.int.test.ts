import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { MAX_REQUEST_BODY_BYTES } from '../../src/server/config/requestBodyLimit';
import {
  DEFAULT_REQUEST_RATE_LIMITS,
  type RequestRateLimits,
} from '../../src/server/config/requestLimitsEnv';
import { countRequest } from '../../src/server/db/repositories/requestRateCountsRepository';
import { takeThrottlePlace } from '../../src/server/db/repositories/throttleCountsRepository';
import { rateLimitedPaths } from '../../src/server/plugins/rateLimits';
import { deleteExpiredCounts } from '../../src/server/services/throttling/expiredCounts';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser, type InjectedRequest, type RequestSigner } from '../support/asUser';

const BURST = 20;

/** The documented error shape, its text in both places (docs/product.md#every-screen). */
function expectErrorShape(reply: LightMyRequestResponse): ErrorReply {
  const body = reply.json<ErrorReply>();
  expect(body).toEqual({
    status: 'error',
    message: expect.any(String) as string,
    details: { details: [body.message] },
  });
  return body;
}

// The request-rate limits with their real defaults, on two server instances sharing one
// database, as several instances behind a load balancer would.
describe('request-rate limits on the public routes', () => {
  let t: TestApp;
  let second: MotusApp;
  let proxied: MotusApp;
  beforeAll(async () => {
    t = await createTestApp({ requestRateLimits: DEFAULT_REQUEST_RATE_LIMITS });
    second = await buildApp({ ...t.app.deps, logger: false });
    proxied = await buildApp({
      ...t.app.deps,
      env: { ...t.app.deps.env, trustProxy: '127.0.0.1' },
      logger: false,
    });
    await second.ready();
    await proxied.ready();
  });
  afterAll(async () => {
    await proxied.close();
    await second.close();
    await t.close();
  });

  let addresses = 0;
  /** An address no other test sends from, so each test starts with nothing counted. */
  const freshAddress = () => `203.0.113.${++addresses}`;

  /**
   * `count` requests in bursts of twenty at once, alternating between the instances and
   * between the group's paths. The bodies are empty: a refused request is refused before
   * its body is read, and an accepted one is cheaply refused by validation.
   */
  async function send(
    paths: readonly string[],
    count: number,
    {
      caller,
      ...request
    }: { caller?: RequestSigner } & Pick<InjectedRequest, 'headers' | 'remoteAddress'> = {},
    apps: MotusApp[] = [t.app, second],
  ): Promise<LightMyRequestResponse[]> {
    const replies: LightMyRequestResponse[] = [];
    for (let start = 0; start < count; start += BURST) {
      const size = Math.min(BURST, count - start);
      replies.push(
        ...(await Promise.all(
          Array.from({ length: size }, (_, offset) => {
            const index = start + offset;
            return asUser(apps[index % apps.length]!, caller).send({
              method: 'POST',
              url: paths[index % paths.length]!,
              body: {},
              ...request,
            });
          }),
        )),
      );
    }
    return replies;
  }

  const refused = (replies: LightMyRequestResponse[]) =>
    replies.filter((reply) => reply.statusCode === 429);

  it.each(Object.keys(rateLimitedPaths) as (keyof RequestRateLimits)[])(
    'lets %s take its limit a minute from one address on both instances, then answers 429',
    async (group) => {
      const paths = rateLimitedPaths[group];
      const limit = DEFAULT_REQUEST_RATE_LIMITS[group];
      const remoteAddress = freshAddress();
      expect(refused(await send(paths, limit, { remoteAddress }))).toEqual([]);

      const over = await send(paths, BURST, { remoteAddress });
      expect(refused(over)).toHaveLength(BURST);
      const reply = over[0]!;
      const seconds = Number(reply.headers['retry-after']);
      expect(Number.isInteger(seconds)).toBe(true);
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(60);
      const body = expectErrorShape(reply);
      expect(body.message).toMatch(
        /^Too many requests from your network\. Try again in \d+ seconds?\.$/,
      );
    },
  );

  it('counts each address and each group on its own', async () => {
    const crowded = freshAddress();
    await send(rateLimitedPaths.login, DEFAULT_REQUEST_RATE_LIMITS.login + 1, {
      remoteAddress: crowded,
    });
    const [elsewhere] = await send(rateLimitedPaths.login, 1, { remoteAddress: freshAddress() });
    expect(elsewhere?.statusCode).not.toBe(429);
    const [registering] = await send(rateLimitedPaths.register, 1, { remoteAddress: crowded });
    expect(registering?.statusCode).not.toBe(429);
  });

  it('lets the address in again once its window has passed', async () => {
    const remoteAddress = freshAddress();
    const over = await send(
      rateLimitedPaths.meetingCheck,
      DEFAULT_REQUEST_RATE_LIMITS.meetingCheck + 1,
      {
        remoteAddress,
      },
    );
    expect(refused(over)).toHaveLength(1);
    await sql`update request_rate_counts set expires_at = now() - interval '1 second'`.execute(
      t.database.db,
    );
    const [again] = await send(rateLimitedPaths.meetingCheck, 1, { remoteAddress });
    expect(again?.statusCode).not.toBe(429);
  });

  it('leaves the signed-in API unlimited by address: a clinic shares one', async () => {
    const person = await signUp(t.app, 'Clinic');
    const replies = await send(
      [accountEndpoints.verifySecurePin],
      DEFAULT_REQUEST_RATE_LIMITS.login * 2,
      { caller: person },
    );
    expect(replies.every((reply) => reply.statusCode === 200)).toBe(true);
  });

  it('keys by X-Forwarded-For only behind a trusted proxy (TRUST_PROXY)', async () => {
    const limit = DEFAULT_REQUEST_RATE_LIMITS.login;
    const client = '198.51.100.7';
    const viaProxy = { headers: { 'x-forwarded-for': client } };
    const [proxiedReplies, directReplies] = [
      await send(rateLimitedPaths.login, limit + 1, viaProxy, [proxied]),
      await send(rateLimitedPaths.login, 1, { remoteAddress: client }),
    ];
    expect(refused(proxiedReplies)).toHaveLength(1);
    // The client's own address is what the trusting instance counted.
    expect(directReplies[0]?.statusCode).toBe(429);
    const [neighbour] = await send(
      rateLimitedPaths.login,
      1,
      { headers: { 'x-forwarded-for': '198.51.100.8' } },
      [proxied],
    );
    expect(neighbour?.statusCode).not.toBe(429);

    // Without TRUST_PROXY the header is anybody's to write, and is not believed.
    const remoteAddress = freshAddress();
    const spoofed = await Promise.all(
      Array.from({ length: limit + 1 }, (_, index) =>
        asUser(t.app).send({
          method: 'POST',
          url: accountEndpoints.login,
          body: {},
          headers: { 'x-forwarded-for': `192.0.2.${index}` },
          remoteAddress,
        }),
      ),
    );
    expect(refused(spoofed)).toHaveLength(1);
  });

  it('sweeps away the counts whose windows have ended, and only those', async () => {
    const { db } = t.database;
    await countRequest(db, 'sweep:ended', 60_000);
    await countRequest(db, 'sweep:running', 60_000);
    await takeThrottlePlace(db, 'sweep-test', 'ended', 5, 60_000);
    await takeThrottlePlace(db, 'sweep-test', 'running', 5, 60_000);
    await sql`update request_rate_counts set expires_at = now() - interval '1 second' where key = 'sweep:ended'`.execute(
      db,
    );
    await sql`update throttle_counts set expires_at = now() - interval '1 second' where subject = 'ended'`.execute(
      db,
    );
    await deleteExpiredCounts(db);
    const requests = await sql<{ key: string }>`
      select key from request_rate_counts where key like 'sweep:%'
    `.execute(db);
    expect(requests.rows).toEqual([{ key: 'sweep:running' }]);
    const throttles = await sql<{ subject: string }>`
      select subject from throttle_counts where kind = 'sweep-test'
    `.execute(db);
    expect(throttles.rows).toEqual([{ subject: 'running' }]);
  });

  it('lists the 429 among the replies of every limited route in the OpenAPI document', async () => {
    const document = (await asUser(t.app).get('/api/docs/openapi.json')).json<{
      paths: Record<string, { post?: { responses: Record<string, unknown> } }>;
    }>();
    for (const path of Object.values(rateLimitedPaths).flat()) {
      // The document writes a path parameter as {name}: /shl/{manifestId}.
      const documented = path.replace(/:(\w+)/g, '{$1}');
      expect(document.paths[documented]?.post?.responses['429'], path).toBeDefined();
    }
  });
});

describe('the request body limit', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses a body over 1 MiB with 413 in the documented shape, before reading it', async () => {
    const reply = await asUser(t.app).post(
      accountEndpoints.sendPasswordResetEmail,
      JSON.stringify({ email: 'x'.repeat(MAX_REQUEST_BODY_BYTES) }),
      { 'content-type': 'application/json' },
    );
    expect(reply.statusCode).toBe(413);
    expectErrorShape(reply);
  });

  it('reads a body just under the limit', async () => {
    const padding = 'x'.repeat(MAX_REQUEST_BODY_BYTES - 100);
    const reply = await asUser(t.app).post(
      accountEndpoints.sendPasswordResetEmail,
      JSON.stringify({ email: padding }),
      { 'content-type': 'application/json' },
    );
    expect(reply.statusCode).not.toBe(413);
  });
});
