import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { createSchemaCompilers } from '../../src/server/validation/sharedSchemaCompilers';
import { createTestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const reading = {
  type: 'object',
  properties: { systolic_value: { type: 'integer', minimum: 40 } },
  required: ['systolic_value'],
  additionalProperties: false,
} as const;

function appWith(compilers = createSchemaCompilers()) {
  const app = Fastify({ schemaController: { compilersFactory: compilers.compilersFactory } });
  const answer = { status: 'success', kept: 'yes' };
  const schema = {
    body: reading,
    response: { 200: { type: 'object', properties: { status: { type: 'string' } } } },
  };
  app.post('/a', { schema }, () => answer);
  app.post('/b', { schema }, () => answer);
  return { app, compilers };
}

// Decision 018: route schemas are compiled when first needed, and the rest after listen.
describe('route schemas compiled on first use', () => {
  const opened: { close(): Promise<unknown> }[] = [];
  afterAll(() => Promise.all(opened.map((app) => app.close())));

  it('validate bodies and shape replies as if compiled at start, on every route sharing them', async () => {
    const { app } = appWith();
    opened.push(app);
    for (const url of ['/a', '/b']) {
      const refused = await asUser(app).post(url, { systolic_value: 12 });
      expect(refused.statusCode).toBe(400);
      expect(refused.json<{ message: string }>().message).toBe('body/systolic_value must be >= 40');
      const unknown = await asUser(app).post(url, { systolic: 120 });
      expect(unknown.statusCode).toBe(400);
      const accepted = await asUser(app).post(url, { systolic_value: 120 });
      expect(accepted.statusCode).toBe(200);
      // The reply schema leaves out what it does not name.
      expect(accepted.json()).toEqual({ status: 'success' });
    }
  });

  it('compiles the rest on request, naming the route whose schema does not compile', async () => {
    const { app, compilers } = appWith();
    opened.push(app);
    app.post('/broken', { schema: { body: { type: 'no-such-type' } } }, () => ({}));
    await app.ready();
    await expect(compilers.compileRemaining()).rejects.toThrow(
      /The schema of the body of POST \/broken does not compile: schema is invalid: data\/type/,
    );
    const stillServed = await asUser(app).post('/a', { systolic_value: 120 });
    expect(stillServed.statusCode).toBe(200);
  });

  it("compiles every schema of Motus's own routes", async () => {
    const t = await createTestApp();
    opened.push(t);
    await expect(t.app.compileRemainingSchemas()).resolves.toBeUndefined();
  });
});
