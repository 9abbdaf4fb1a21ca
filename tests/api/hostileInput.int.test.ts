import net from 'node:net';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints, AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { callingPaths } from '../../src/shared/api/callingContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { INTEGER_ID_RANGE } from '../../src/shared/api/idRanges';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import { workoutPaths, type RoutinesReply } from '../../src/shared/api/workoutContract';
import { datasetToJsonSchema } from '../../src/shared/profile-config/datasetToJsonSchema';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileElement } from '../../src/shared/profile-config/datasetSchema';
import { recordDateOf } from '../../src/shared/profile-config/recordDate';
import { writePathOf } from '../../src/shared/profile-config/writePathOf';
import { logIn } from '../support/accountRequests';
import { makeActivePatient } from '../support/careNetwork';
import { shareWithDoctor } from '../support/careTeam';
import { signUpDoctor } from '../support/doctors';
import { exampleBody } from '../support/exampleBody';
import { hostileRequests, type HostileRequest, type KnownValues } from '../support/hostileRequests';
import {
  apiOperations,
  type ApiOperation,
  type OpenApiDocument,
} from '../support/openApiOperations';
import { mailedSecurePin } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { startFhirFixtureServer, type FhirFixtureServer } from '../support/fhir/fhirFixtureServer';
import { FIXTURE_ID_NUMBER } from '../support/fhir/partnerLabFixtures';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { asUser } from '../support/asUser';

// Every operation of the OpenAPI document is sent requests drawn from its own schemas and
// made hostile, anonymously and signed in. A new route is in the document, so it is tried
// here with nothing added. What must hold, whatever arrives:
// - no 5xx;
// - every 4xx has the documented shape {status: 'error', message, details: {details}};
// - a signed-in route answers an anonymous caller 401, whatever the body;
// - a refused request stores nothing.

const SEED = Number(process.env.HOSTILE_INPUT_SEED ?? 20_261_126);
/** Scales every operation's runs: HOSTILE_INPUT_RUNS=10 for a long search. */
const RUNS = Number(process.env.HOSTILE_INPUT_RUNS ?? 1);
const PASSWORD = 'correct horse';

interface Person {
  authorization: string;
  email: string;
  userId: number;
}

let t: TestApp;
let fhir: FhirFixtureServer;
let operations: ApiOperation[];
let patient: Person;
let doctor: Person;
let pin: string;
let routineId: number;
let routineExerciseIds: number[];
let known: KnownValues;
let hashedTables: string[];
let counterTables: string[];

async function idOf(email: string): Promise<number> {
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  // Every partner laboratory and the video provider configured, so that a request that gets
  // through answers as in production instead of 503 "not connected".
  fhir = await startFhirFixtureServer();
  const configs = await loadProfileConfigs(readServerEnv({}).profileConfigDir);
  const partners = configs.flatMap((config) => (config.partner ? [config.partner.id] : []));
  t = await createTestApp({
    partnerFhirUrls: Object.fromEntries(partners.map((partner) => [partner, fhir.baseUrl])),
    calls: { iceServers: [], videoSdk: { apiKey: 'hostile-key', secret: 'hostile-secret' } },
  });
  const patientCaller = await signUp(t.app, 'Pat');
  patient = { ...patientCaller };
  pin = await mailedSecurePin(t, patient);
  const doctorCaller = await signUpDoctor(t, 'Dora');
  doctor = { ...doctorCaller, userId: await idOf(doctorCaller.email) };
  await shareWithDoctor(t.app, patient, doctor);

  const created = await asUser(t.app, patient).post(workoutPaths.createRoutine, {
    exercises: [1, 2],
    routine: 0,
    name: 'Hostile morning',
  });
  expect(created.statusCode).toBe(201);
  const routines = await asUser(t.app, patient).get(workoutPaths.routines);
  const [routine] = routines.json<RoutinesReply>().data;
  if (!routine) throw new Error('The routine just built is not listed');
  routineId = routine.id;
  routineExerciseIds = routine.routineexercise_set.map((entry) => entry.id);

  known = {
    email: [patient.email, doctor.email],
    patient_email: [patient.email],
    secure_pin: [pin],
    patient_id: [String(patient.userId)],
    doctor_id: [doctor.userId],
    id: [routineId, String(routineId), ...routineExerciseIds],
    routine: [routineId],
    routine_id: [routineId, String(routineId)],
    exercise: routineExerciseIds,
    routine_exercise_id: routineExerciseIds,
    exercises: [1, 2, 3],
    template_routines: [1, 2],
    id_number: [FIXTURE_ID_NUMBER],
  };

  operations = apiOperations(t.app.swagger() as OpenApiDocument);
  const tables = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE'
      and table_name not like 'kysely_%'
    order by table_name`.execute(t.database.db);
  const names = tables.rows.map((row) => row.table_name);
  // Refused logins, pins and requests are counted on purpose (the locks and the rate limits);
  // a session's last use moves with every signed-in request.
  counterTables = names.filter(
    (name) => name.startsWith('throttle_') || name.endsWith('_rate_counts'),
  );
  hashedTables = names.filter((name) => !counterTables.includes(name) && name !== 'sessions');
  console.info(
    `hostile input: seed ${SEED} (HOSTILE_INPUT_SEED), ${operations.length} operations, runs ×${RUNS}`,
  );
}, 120_000);
afterAll(async () => {
  await t.close();
  await fhir.close();
});

/**
 * What each table holds, as its row count and the sum of its rows' xmin (the transaction that
 * wrote each row version): an insert, an update or a delete changes one of them. A refused
 * request must leave every table as it was.
 */
async function storedData(): Promise<Record<string, string>> {
  const digests = hashedTables
    .map(
      (table) =>
        `(select count(*) || '/' || coalesce(sum(xmin::text::bigint), 0) from "${table}") as "${table}"`,
    )
    .join(', ');
  const result = await sql<Record<string, string>>`select ${sql.raw(digests)}`.execute(
    t.database.db,
  );
  return result.rows[0] ?? {};
}

function describeRequest(request: HostileRequest, reply: LightMyRequestResponse): string {
  const payload = request.payload === undefined ? '' : ` ${request.payload.slice(0, 300)}`;
  return `${request.method} ${request.url.slice(0, 300)}${payload} → ${reply.statusCode} ${reply.body.slice(0, 300)}`;
}

function expectDocumentedError(reply: LightMyRequestResponse, label: string): void {
  expect(reply.headers['content-type'], label).toMatch(/^application\/json/);
  let body: Partial<ErrorReply>;
  try {
    body = reply.json<Partial<ErrorReply>>();
  } catch {
    throw new Error(`${label}: the reply is not JSON`);
  }
  expect(body.status, label).toBe('error');
  expect(typeof body.message, label).toBe('string');
  expect(body.details?.details, label).toContain(body.message);
}

/** Sends one request and checks what must hold of every reply. */
async function send(request: HostileRequest, operation: ApiOperation, caller?: Person) {
  const writes = request.method !== 'GET';
  const before = writes ? await storedData() : undefined;
  const reply = await asUser(t.app, caller).send({
    method: request.method,
    url: request.url,
    headers: request.headers,
    ...(request.payload === undefined ? {} : { body: request.payload }),
  });
  const label = describeRequest(request, reply);
  expect(reply.statusCode, label).toBeLessThan(500);
  if (!caller && operation.signedIn && !request.unroutable) {
    expect(reply.statusCode, label).toBe(401);
  }
  if (reply.statusCode >= 400) {
    expectDocumentedError(reply, label);
    if (before) expect(await storedData(), `${label}: stored something`).toEqual(before);
  }
  return reply;
}

/**
 * A pin, a login or a rate limit locked by generated wrong guesses is lifted, so the later runs
 * reach the handlers again rather than all meeting the lock.
 */
async function unlock(): Promise<void> {
  for (const table of counterTables) {
    await sql`delete from ${sql.table(table)}`.execute(t.database.db);
  }
}

/** Keeps the test's sessions and pin current after a request that changed them. */
async function afterwards(operation: ApiOperation, caller: Person, reply: LightMyRequestResponse) {
  if (reply.statusCode === 429) await unlock();
  if (reply.statusCode >= 300) return;
  if (operation.path === accountEndpoints.logout) {
    await unlock();
    const user = await logIn(t.app, caller.email, PASSWORD);
    caller.authorization = `${AUTH_SCHEME} ${user.token}`;
  }
  if (operation.path.includes('secure-pin') && caller === patient) {
    const mail = (await t.outbox()).filter((entry) => entry.to === patient.email).at(-1);
    pin = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? pin;
    known.secure_pin = [pin];
  }
}

// One example of each way input used to reach past validation.

function expectRefused(reply: LightMyRequestResponse, status: number, field: RegExp) {
  expect(reply.statusCode, reply.body).toBe(status);
  expectDocumentedError(reply, reply.body);
  expect(reply.json<ErrorReply>().message).toMatch(field);
}

function medicalDataset(): { config: ProfileConfig; url: string; body: Record<string, unknown> } {
  const config = t.app.deps.profileConfigs.find((candidate) => candidate.pin);
  const dataset = config?.datasets.find((candidate) =>
    candidate.structure.elements.some((element) => element.name === 'description'),
  );
  if (!config || !dataset) throw new Error('No pin-gated dataset with a description');
  const body = exampleBody(datasetToJsonSchema(dataset, recordDateOf(config)), DateTime.local());
  return { config, url: `${writePathOf(config, dataset)}?secure_pin=${pin}`, body };
}

async function readingsOf(userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('readings')
    .select((eb) => eb.fn.countAll<string>().as('rows'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.rows);
}

describe('text PostgreSQL cannot store is refused, naming the field', () => {
  it('refuses a NUL in the login email with a 400', async () => {
    const reply = await asUser(t.app).post(accountEndpoints.login, {
      email: 'ada\u0000@example.test',
      password: 'whatever',
    });
    expectRefused(reply, 400, /^body\.email must not contain control characters.*U\+0000/);
  });

  it('refuses NULs in registration, the reset email and invites', async () => {
    for (const [url, payload, field, caller] of [
      [
        accountEndpoints.createUser,
        {
          email: 'nul.register@example.test',
          first_name: 'A\u0000da',
          last_name: 'Lovelace',
          gender: 'Female',
          height: '1.65',
          mass: 60,
          date_of_birth: '1990-01-01',
          fitness_type: 'athlete',
          password: PASSWORD,
        },
        /^body\.first_name /,
        undefined,
      ],
      [accountEndpoints.sendPasswordResetEmail, { email: '\u0000' }, /^body\.email /, undefined],
      [callingPaths.invitePatient, { email: 'x\u0000@example.test' }, /^body\.email /, 'doctor'],
    ] as const) {
      const reply = await asUser(t.app, caller === 'doctor' ? doctor : undefined).post(
        url,
        payload,
      );
      expectRefused(reply, 400, field);
    }
  });

  it('refuses a lone surrogate in a medical description, storing nothing', async () => {
    const before = await readingsOf(patient.userId);
    const { url, body } = medicalDataset();
    const reply = await asUser(t.app, patient).post(url, { ...body, description: 'sprain \ud800' });
    expectRefused(reply, 400, /^body\.description must not contain half of a surrogate pair/);
    expect(await readingsOf(patient.userId)).toBe(before);
    // The same reading with well-formed text is stored: the refusal was the text's.
    const stored = await asUser(t.app, patient).post(url, { ...body, description: 'sprain 😀' });
    expect(stored.statusCode, stored.body).toBe(200);
  });

  it('keeps line breaks and tabs in a text area, and only there', async () => {
    const edit = {
      id: routineId,
      name: 'Hostile morning',
      youtube_url: '',
      safety_info: 'Warm up first.\r\nStop\tif it hurts.',
      category: 'strengthen',
      description: 'Line one\nline two',
    };
    const kept = await asUser(t.app, patient).post(workoutPaths.editRoutine, edit);
    expect(kept.statusCode, kept.body).toBe(200);
    const refused = await asUser(t.app, patient).post(workoutPaths.editRoutine, {
      ...edit,
      name: 'Two\nlines',
    });
    expectRefused(
      refused,
      400,
      /^body\.name must not contain control characters, tabs or line breaks/,
    );
    const bell = await asUser(t.app, patient).post(workoutPaths.editRoutine, {
      ...edit,
      description: 'ding\u0007',
    });
    expectRefused(bell, 400, /^body\.description must not contain control characters other than/);
  });

  it('refuses a NUL in a query string', async () => {
    const reply = await asUser(t.app, patient).get(
      `${careTeamPaths.accessLog}?date_from=2026-01-01%00`,
    );
    expectRefused(reply, 400, /^querystring\.date_from /);
  });
});

describe('numbers past their column are refused', () => {
  it('refuses 1e20 as a routine or exercise id with a 400', async () => {
    const before = await storedData();
    expectRefused(
      await asUser(t.app, patient).post(workoutPaths.deleteRoutineExercise, {
        exercise: 1e20,
        routine: routineId,
      }),
      400,
      /^body\.exercise must be <= 9007199254740991/,
    );
    expectRefused(
      await asUser(t.app, patient).post(workoutPaths.deleteRoutineExercise, {
        exercise: 1,
        routine: 1e20,
      }),
      400,
      /^body\.routine /,
    );
    expectRefused(
      await asUser(t.app, patient).post(workoutPaths.createRoutine, {
        exercises: [1e20],
        routine: 0,
        name: 'Big',
      }),
      400,
      /^body\.exercises\.0 must be <= 2147483647/,
    );
    expectRefused(
      await asUser(t.app, patient).post(workoutPaths.copyTemplates, {
        template_routines: [INTEGER_ID_RANGE.maximum + 1],
      }),
      400,
      /^body\.template_routines\.0 /,
    );
    expect(await storedData()).toEqual(before);
  });

  it('refuses a query-string id with more digits than 2^53 - 1 has', async () => {
    const reply = await asUser(t.app, patient).delete(
      `${workoutPaths.deleteRoutine}?id=9999999999999999`,
    );
    expectRefused(reply, 400, /^querystring\.id /);
  });

  it('refuses a reading past the widest value an unbounded element takes', async () => {
    const unbounded = (element: ProfileElement) =>
      element.value_type === 'decimal' && element.maximum === undefined;
    const lab = t.app.deps.profileConfigs.find(
      (config) =>
        config.view_of === undefined &&
        config.datasets.some((dataset) => dataset.structure.elements.some(unbounded)),
    );
    const dataset = lab?.datasets.find((candidate) => candidate.structure.elements.some(unbounded));
    const element = dataset?.structure.elements.find(unbounded);
    if (!lab || !dataset || !element) throw new Error('Every decimal element has a maximum');
    const body = exampleBody(datasetToJsonSchema(dataset, recordDateOf(lab)), DateTime.local());
    const query = lab.pin ? `?secure_pin=${pin}` : '';
    const reply = await asUser(t.app, patient).post(`${writePathOf(lab, dataset)}${query}`, {
      ...body,
      [element.name]: 1e20,
    });
    expectRefused(reply, 400, new RegExp(`^body\\.${element.name} must be <= 1000000000`));
  });
});

describe('impossible dates and times are refused, naming the field', () => {
  const session = (createdOn: string) => ({
    routine_id: routineId,
    created_on: createdOn,
    time_total: 600,
    time_exercising: 300,
    exercises_completed: 0,
    exercises_skipped: routineExerciseIds.length,
    session_routine_exercises: [],
  });

  it('refuses 24:00, 23:60, 30 February and month 13 as a session time', async () => {
    const before = await storedData();
    for (const createdOn of [
      '2026-05-01 24:00',
      '2026-05-01 23:60',
      '2026-02-30 10:00',
      '2026-13-01 10:00',
    ]) {
      expectRefused(
        await asUser(t.app, patient).post(workoutPaths.createSession, session(createdOn)),
        400,
        /^body\.created_on must be a real date and time of day written yyyy-MM-dd HH:mm/,
      );
    }
    expect(await storedData()).toEqual(before);
    const saved = await asUser(t.app, patient).post(
      workoutPaths.createSession,
      session('2026-05-01 23:59'),
    );
    expect(saved.statusCode, saved.body).toBe(201);
  });

  it("refuses 24:00 as a meeting's time", async () => {
    const other = await signUp(t.app, 'Mia');
    await makeActivePatient(t.app, doctor, other);
    const reply = await asUser(t.app, doctor).post(callingPaths.bookMeeting, {
      patient_email: other.email,
      meeting_name: 'Review',
      meeting_date_time: '2026-12-01 24:00',
    });
    expectRefused(reply, 400, /^body\.meeting_date_time must be a real date and time of day/);
  });

  it('refuses impossible days in a read range, a grant and the access log', async () => {
    const { config } = medicalDataset();
    const tab = config.tabs[0];
    if (!tab) throw new Error('The pin-gated profile has no tab');
    for (const day of ['2026-02-30', '2026-13-01', '0000-01-01']) {
      const range = { date_from: day, date_to: '2026-12-31' };
      const read =
        (tab.read_method ?? 'POST') === 'GET'
          ? await asUser(t.app, patient).get(tab.read, { ...range, secure_pin: pin })
          : await asUser(t.app, patient).post(`${tab.read}?secure_pin=${pin}`, range);
      expectRefused(read, 400, /^(body|querystring)\.date_from must be a real calendar date/);
      const sharing = await asUser(t.app, patient).post(careTeamPaths.sharing, {
        doctor_id: doctor.userId,
        profiles: ['vitals'],
        expires_on: day,
      });
      expectRefused(sharing, 400, /^body\.expires_on/);
    }
  });
});

describe('every refusal has the documented shape', () => {
  it('answers a malformed %-escape in the address with the documented 400', async () => {
    for (const url of ['/v2/profiles/%ZZ', '/%E0%A4%A', workoutPaths.exerciseAnimation('%ZZ')]) {
      const reply = await asUser(t.app).get(url);
      expectRefused(reply, 400, /is not a valid address/);
      // Made before any hook runs, it still carries the security headers.
      expect(reply.headers['x-content-type-options']).toBe('nosniff');
      expect(reply.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
      expect(reply.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers a path part over the router’s limit with the documented 414', async () => {
    const reply = await asUser(t.app).get(workoutPaths.exerciseAnimation('1'.repeat(200)));
    expectRefused(reply, 414, /longer than 100 characters/);
  });

  it('answers bodies Fastify cannot take with the documented shape', async () => {
    const cases: [Record<string, string>, string, number][] = [
      [{ 'content-type': 'application/json' }, '{"email":', 400],
      [{ 'content-type': 'application/xml' }, '<email/>', 415],
      [{ 'content-type': 'application/json', 'content-encoding': 'gzip' }, '{}', 400],
      [{ 'content-type': 'application/json', 'content-encoding': 'br2' }, '{}', 415],
      [
        { 'content-type': 'application/json' },
        JSON.stringify({ email: 'x'.repeat(1_100_000) }),
        413,
      ],
      [{ 'content-type': 'application/json' }, '{"__proto__":{"a":1}}', 400],
    ];
    for (const [headers, payload, status] of cases) {
      const reply = await asUser(t.app).post(accountEndpoints.login, payload, headers);
      expect(reply.statusCode, reply.body).toBe(status);
      expectDocumentedError(reply, reply.body);
    }
  });

  it('answers the routes the document hides in the documented shape', async () => {
    const socketAddress = await asUser(t.app).get(callingPaths.signal);
    expectRefused(socketAddress, 426, /signalling WebSocket/);
    const unknown = await asUser(t.app).delete('/v2/nowhere/%00/');
    expectRefused(unknown, 404, /No such address/);
  });

  it('answers bytes that are not HTTP with the documented 400 on a real socket', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = net.connect(Number(port), '127.0.0.1', () => {
        socket.write('NOT HTTP AT ALL\r\n\r\n');
      });
      let received = '';
      socket.on('data', (chunk: Buffer) => (received += chunk.toString('utf8')));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
    });
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(/^HTTP\/1\.1 400 /);
    expect(head).toMatch(/content-type: application\/json/i);
    expect(JSON.parse(body ?? '')).toEqual({
      status: 'error',
      message: expect.any(String) as string,
      details: { details: [expect.any(String)] },
    });
  });
});

describe('sign-in is checked before the input', () => {
  it('answers an anonymous request with a bad body 401, not a 400 about the schema', async () => {
    for (const [url, payload] of [
      [workoutPaths.createRoutine, {}],
      [workoutPaths.deleteRoutineExercise, { exercise: 1e20 }],
      [accountEndpoints.updateProfile, { first_name: '\u0000' }],
    ] as const) {
      const reply = await asUser(t.app).post(url, payload);
      expect(reply.statusCode, reply.body).toBe(401);
      expectDocumentedError(reply, reply.body);
    }
  });

  it('answers 401 before reading a body that is not JSON or too large', async () => {
    for (const payload of ['{"broken":', 'x'.repeat(1_100_000)]) {
      const reply = await asUser(t.app).post(workoutPaths.createRoutine, payload, {
        'content-type': 'application/json',
      });
      expect(reply.statusCode, reply.body.slice(0, 200)).toBe(401);
    }
  });

  it('still hands the signed-in user to the route', async () => {
    const reply = await asUser(t.app, patient).get(workoutPaths.routines);
    expect(reply.statusCode).toBe(200);
    expect(reply.json<RoutinesReply>().data.map((routine) => routine.id)).toContain(routineId);
  });
});

// Last: the generated requests change the test's data (pins, links, routines) as they go.
describe('every operation of the API, sent hostile input', () => {
  it('lists the operations to try', () => {
    expect(operations.length).toBeGreaterThan(100);
    expect(operations.filter((operation) => operation.signedIn).length).toBeGreaterThan(50);
  });

  it('answers anonymous callers without a 5xx, in the documented shape, 401 behind sign-in', async () => {
    for (const [index, operation] of operations.entries()) {
      // Behind sign-in every request is refused before its body is read: a few show it.
      const numRuns = Math.ceil((operation.signedIn ? 2 : 30) * RUNS);
      await fc.assert(
        fc.asyncProperty(hostileRequests(operation, known), async (request) => {
          const reply = await send(request, operation);
          if (reply.statusCode === 429) await unlock();
        }),
        { seed: SEED + index, numRuns, endOnFailure: true },
      );
    }
  }, 600_000);

  it('answers signed-in callers without a 5xx, in the documented shape, storing nothing refused', async () => {
    for (const [index, operation] of operations.entries()) {
      // Writes get the most: they are where hostile input reaches the database.
      const numRuns = Math.ceil((operation.body ? 10 : 4) * RUNS);
      await fc.assert(
        fc.asyncProperty(
          hostileRequests(operation, known),
          fc.constantFrom('patient', 'doctor'),
          async (request, who) => {
            const caller = who === 'patient' ? patient : doctor;
            const reply = await send(request, operation, caller);
            await afterwards(operation, caller, reply);
          },
        ),
        { seed: SEED + index, numRuns, endOnFailure: true },
      );
    }
  }, 600_000);
});
