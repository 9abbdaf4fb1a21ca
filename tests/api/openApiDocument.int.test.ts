import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { DateTime } from 'luxon';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MOTUS_SECURITY_SCHEME } from '../../src/server/plugins/openApiDocument';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { healthEndpoints } from '../../src/shared/api/healthEndpoints';
import { registration } from '../support/accountRequests';
import { datasetById, type DatasetInConfig } from '../support/profileConfigLookup';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const DOCUMENT_PATH = '/api/docs/openapi.json';
const BLOOD_PRESSURE = 14;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, unknown>;
}
/** The validator's own type of a document (openapi-types', a package of its own). */
type ValidatorDocument = Awaited<ReturnType<typeof SwaggerParser.validate>>;
type ServedDocument = OpenAPI3 & {
  paths: Record<string, Partial<Record<(typeof METHODS)[number], Operation>>>;
};

let t: TestApp;
let served: ServedDocument;
let bloodPressure: DatasetInConfig;

beforeAll(async () => {
  t = await createTestApp();
  bloodPressure = datasetById(await loadProfileConfigs(t.env.profileConfigDir), BLOOD_PRESSURE);
  const reply = await asUser(t.app).get(DOCUMENT_PATH);
  expect(reply.statusCode).toBe(200);
  served = reply.json<ServedDocument>();
});
afterAll(async () => {
  await t.close();
});

/** Fastify's `/a/:id/b` as OpenAPI writes it, `/a/{id}/b`. */
function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

function operations(): { key: string; operation: Operation }[] {
  return Object.entries(served.paths).flatMap(([url, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation ? [{ key: `${method.toUpperCase()} ${url}`, operation }] : [];
    }),
  );
}

describe('the served OpenAPI document', () => {
  it('is OpenAPI 3.1 and passes a validator', async () => {
    expect(served.openapi).toBe('3.1.0');
    // The validator dereferences in place: it gets a copy.
    await SwaggerParser.validate(structuredClone(served) as unknown as ValidatorDocument);
  });

  it('asks for the Motus token on every signed-in call and on no other', () => {
    expect(served.components?.securitySchemes?.[MOTUS_SECURITY_SCHEME]).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'Authorization',
    });
    const signedIn = new Set(
      t.app.routeAccess.map((entry) => `${entry.method} ${openApiPath(entry.url)}`),
    );
    const documented = operations();
    expect(documented.length).toBeGreaterThan(signedIn.size);
    // Compared as one map, so a failure lists every operation that is wrong.
    const security = (signedInKey: boolean) =>
      signedInKey ? [{ [MOTUS_SECURITY_SCHEME]: [] }] : undefined;
    expect(
      Object.fromEntries(documented.map(({ key, operation }) => [key, operation.security])),
    ).toEqual(Object.fromEntries(documented.map(({ key }) => [key, security(signedIn.has(key))])));
    const documentedKeys = new Set(documented.map(({ key }) => key));
    expect([...signedIn].filter((key) => !documentedKeys.has(key))).toEqual([]);
  });

  it('documents the health checks, open to anyone', () => {
    const documented = new Map(operations().map(({ key, operation }) => [key, operation]));
    for (const url of [healthEndpoints.live, healthEndpoints.ready]) {
      expect(documented.get(`GET ${url}`), url).toMatchObject({ responses: { 200: {} } });
      expect(documented.get(`GET ${url}`)?.security, url).toBeUndefined();
    }
    expect(documented.get(`GET ${healthEndpoints.ready}`)?.responses).toHaveProperty('503');
  });

  it('gives a typed client that type-checks calls whose bodies and replies the server agrees with', async () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-openapi-client-'));
    try {
      const today = DateTime.local();
      const call = async (url: string, body: object, status: number, authorization?: string) => {
        const reply = await asUser(t.app, authorization).post(url, body);
        expect(reply.statusCode, `${url}: ${reply.body}`).toBe(status);
        return { body, reply: reply.json<unknown>() };
      };
      const account = registration({ first_name: 'Tess' });
      const created = await call(accountEndpoints.createUser, account, 201);
      const login = await call(
        accountEndpoints.login,
        { email: account.email, password: account.password },
        200,
      );
      const { token } = (login.reply as { details: { token: string } }).details;
      const authorization = `${AUTH_SCHEME} ${token}`;
      const write = await call(
        bloodPressure.writePath,
        {
          systolic_value: 118,
          diastolic_value: 76,
          created_on: `${today.toFormat('yyyy-MM-dd')} 07:45`,
        },
        200,
        authorization,
      );
      const read = await call(
        bloodPressure.tab.read,
        {
          date_from: today.minus({ days: 7 }).toFormat('yyyy-MM-dd'),
          date_to: today.toFormat('yyyy-MM-dd'),
        },
        200,
        authorization,
      );

      const apiFile = path.join(scratch, 'motusApi.ts');
      fs.writeFileSync(apiFile, astToString(await openapiTS(served, { silent: true })));
      const literal = (value: unknown) => JSON.stringify(value, null, 2);
      const clientFile = path.join(scratch, 'motusCalls.ts');
      // Each body and reply is written as a literal of its generated type: a body the
      // server took, or a reply it gave, that the type does not describe is a type error.
      fs.writeFileSync(
        clientFile,
        `import type { paths } from './motusApi';

type Body<O> = O extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;
type Reply<O, S extends number> = O extends {
  responses: { [status in S]: { content: { 'application/json': infer R } } };
}
  ? R
  : never;

type CreateUser = paths[${literal(accountEndpoints.createUser)}]['post'];
type Login = paths[${literal(accountEndpoints.login)}]['post'];
type AddReading = paths[${literal(bloodPressure.writePath)}]['post'];
type ReadChart = paths[${literal(bloodPressure.tab.read)}]['post'];

export const createUserBody: Body<CreateUser> = ${literal(created.body)};
export const createUserReply: Reply<CreateUser, 201> = ${literal(created.reply)};
export const loginBody: Body<Login> = ${literal(login.body)};
export const loginReply: Reply<Login, 200> = ${literal(login.reply)};
export const addReadingBody: Body<AddReading> = ${literal(write.body)};
export const addReadingReply: Reply<AddReading, 200> = ${literal(write.reply)};
export const readChartBody: Body<ReadChart> = ${literal(read.body)};
export const readChartReply: Reply<ReadChart, 200> = ${literal(read.reply)};

export const authorization: string = \`${AUTH_SCHEME} \${loginReply.details.token}\`;
export const readingId: number = addReadingReply.data.id;
export const isDoctor: boolean = loginReply.details.is_doctor;

// @ts-expect-error a login needs its password
export const loginWithoutPassword: Body<Login> = { email: ${literal(account.email)} };
// @ts-expect-error a reading's values are numbers
export const wordsForNumbers: Body<AddReading> = { ...addReadingBody, systolic_value: 'high' };
`,
      );
      const program = ts.createProgram([apiFile, clientFile], {
        strict: true,
        noEmit: true,
        noUncheckedIndexedAccess: true,
        exactOptionalPropertyTypes: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2022.d.ts'],
        types: [],
      });
      const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
        const where = diagnostic.file
          ? `${path.basename(diagnostic.file.fileName)}:${diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line + 1}: `
          : '';
        return where + ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      });
      expect(problems).toEqual([]);
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});
