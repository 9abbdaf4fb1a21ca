import type { LightMyRequestResponse } from 'fastify';
import type { Bundle, FhirResource, Observation } from 'fhir/r4';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FHIR_IMPORT_BODY_BYTES } from '../../src/server/config/requestBodyLimit';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { fhirDatasetIndex } from '../../src/server/services/fhir/fhirDatasetIndex';
import { readingToResources } from '../../src/server/services/fhir/readingResources';
import type { FhirImportRefusal, FhirImportReply } from '../../src/shared/api/fhirImportContract';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import {
  PATIENT_ID_PARAMETER,
  SECURE_PIN_PARAMETER,
} from '../../src/shared/api/profileReadParameters';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { logIn } from '../support/accountRequests';
import { mailedSecurePin } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// The import of a FHIR R4 Bundle: a Motus export, or a foreign bundle's mapped Observations.

const RESTING_HR = 194;
const CHOLESTEROL = 95;
const TEMPERATURE = 189;
const BLOOD_PRESSURE = 188;
const BODY_MASS = 15;
const MASS_CHANGE = 193;
const RECOVERY_HR = 11;
const RESTING_HR_READ = '/profiles/special/resting-hr-date-range/';
const DEMO_ATHLETE_PIN = '246810';
const PATIENT_REFERENCE = 'urn:uuid:6f1c1f52-4c61-4d1a-9a52-1f6b1d1e2a01';

interface Person {
  authorization: string;
  email: string;
  userId: number;
}

interface ChartReply {
  data: Record<string, unknown>[];
}

let t: TestApp;
let athleteId: number;

interface StoredReading {
  dataset_id: number;
  created_on: string;
  values: Record<string, number | string>;
}

/** A person's readings as comparable rows, in one order. */
async function readingsOf(userId: number): Promise<StoredReading[]> {
  const rows = await t.database.db
    .selectFrom('readings')
    .select([
      'dataset_id',
      sql<string>`to_char(created_on, 'YYYY-MM-DD HH24:MI:SS')`.as('created_on'),
      'values',
    ])
    .where('user_id', '=', userId)
    .orderBy('dataset_id')
    .orderBy('created_on')
    .orderBy(sql`values::text`)
    .execute();
  return rows;
}

async function sessionCountOf(userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom('routine_sessions')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

function fhirContext() {
  return {
    index: fhirDatasetIndex(t.app.deps.profileConfigs),
    patientReference: PATIENT_REFERENCE,
  };
}

/** A reading as a Motus export writes it: its resources. */
function resourcesOf(
  datasetId: number,
  createdOn: string,
  values: StoredReading['values'],
  id?: number,
) {
  const resources = readingToResources(
    { ...(id === undefined ? {} : { id }), datasetId, created_on: createdOn, values },
    fhirContext(),
  );
  if (resources.length === 0) throw new Error(`Dataset ${datasetId} exports nothing`);
  return resources;
}

/** A reading a Motus export writes as one resource. */
function resourceOf(datasetId: number, createdOn: string, values: StoredReading['values']) {
  const [resource, ...others] = resourcesOf(datasetId, createdOn, values);
  if (resource === undefined || others.length > 0) {
    throw new Error(`Dataset ${datasetId} exports ${others.length + 1} resources`);
  }
  return resource;
}

function bundleOf(resources: readonly FhirResource[]): Bundle {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    timestamp: new Date().toISOString(),
    entry: resources.map((resource, index) => ({
      fullUrl: `urn:uuid:00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      resource,
    })),
  };
}

function importBundle(
  who: Pick<Person, 'authorization'> | undefined,
  body: unknown,
  options: { query?: Record<string, string>; contentType?: string } = {},
) {
  return asUser(t.app, who).send({
    method: 'POST',
    url: yourDataEndpoints.importFhir,
    query: options.query ?? {},
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'content-type': options.contentType ?? FHIR_JSON_MEDIA_TYPE },
  });
}

function summaryOf(reply: LightMyRequestResponse) {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<FhirImportReply>().data;
}

function foreignObservation(
  id: string,
  loinc: string,
  value: number,
  unit: string,
  when: string,
): Observation {
  return {
    resourceType: 'Observation',
    id,
    status: 'final',
    code: { coding: [{ system: 'http://loinc.org', code: loinc }] },
    valueQuantity: { value, unit, system: 'http://unitsofmeasure.org', code: unit },
    effectiveDateTime: when,
  };
}

/** A resting heart rate as an export writes it, this year, at a given minute. */
function restingHeartRate(day: string, bpm: number): FhirResource {
  return resourceOf(RESTING_HR, `${day} 07:30:00`, { rested_hr: bpm });
}

const thisYear = new Date().getUTCFullYear();
const earlyThisYear = `${thisYear}-01-0`;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
  athleteId = (await logIn(t.app, 'athlete@motus.demo', 'motus-athlete')).id;
}, 120_000);
afterAll(() => t.close());

describe('a Motus export imported into another account', () => {
  it('gives the account the same readings, element by element, and a second import adds nothing', async () => {
    const athlete = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
    const exported = await asUser(t.app, `${AUTH_SCHEME} ${athlete.token}`).get(
      yourDataEndpoints.exportFhir,
      { [SECURE_PIN_PARAMETER]: DEMO_ATHLETE_PIN },
    );
    expect(exported.statusCode, exported.body).toBe(200);
    const held = await readingsOf(athleteId);
    expect(held.length).toBeGreaterThan(1000);
    const newcomer = await signUp(t.app, 'Robin');

    const sessionCount = await sessionCountOf(athleteId);
    expect(sessionCount).toBeGreaterThan(0);

    const first = summaryOf(await importBundle(newcomer, exported.body));
    expect(first).toMatchObject({
      imported: held.length,
      already_held: 0,
      sessions: { imported: sessionCount, already_held: 0 },
    });
    const skippedTypes = first.skipped.map((group) => group.resourceType);
    expect(skippedTypes.sort()).toEqual(['AuditEvent', 'Consent', 'Patient']);
    expect(await readingsOf(newcomer.userId)).toEqual(held);
    expect(await sessionCountOf(newcomer.userId)).toBe(sessionCount);

    const again = summaryOf(await importBundle(newcomer, exported.body));
    expect(again).toMatchObject({
      imported: 0,
      already_held: held.length,
      sessions: { imported: 0, already_held: sessionCount, routines_created: 0 },
    });
    expect(await readingsOf(newcomer.userId)).toEqual(held);
    expect(await sessionCountOf(newcomer.userId)).toBe(sessionCount);

    const log = await t.database.db
      .selectFrom('access_log')
      .select(['reader_user_id', 'reader_kind', 'action'])
      .where('subject_user_id', '=', newcomer.userId)
      .execute();
    expect(log).toEqual([
      { reader_user_id: newcomer.userId, reader_kind: 'self', action: 'import' },
    ]);
  }, 120_000);

  it('shows imported readings on a chart read before the import, at once', async () => {
    const person = await signUp(t.app);
    const range = { date_from: `${thisYear}-01-01`, date_to: `${thisYear}-01-31` };
    const readChart = () => asUser(t.app, person).post(RESTING_HR_READ, range);
    const before = await readChart();
    expect(before.statusCode, before.body).toBe(200);
    expect(before.json<ChartReply>().data).toEqual([]);

    const bundle = bundleOf([restingHeartRate(`${earlyThisYear}2`, 58)]);
    expect(summaryOf(await importBundle(person, bundle)).imported).toBe(1);

    const after = await readChart();
    expect(after.json<ChartReply>().data).toEqual([
      expect.objectContaining({ rested_hr: 58, created_on: `${earlyThisYear}2 07:30` }),
    ]);
  });

  it('stores a reading the bundle repeats once, and two imports at once store it once', async () => {
    const person = await signUp(t.app);
    const reading = restingHeartRate(`${earlyThisYear}3`, 61);
    const once = summaryOf(await importBundle(person, bundleOf([reading, reading])));
    expect(once).toMatchObject({ imported: 1, already_held: 1 });

    const other = await signUp(t.app);
    const bundle = bundleOf([restingHeartRate(`${earlyThisYear}4`, 62), reading]);
    const replies = await Promise.all([importBundle(other, bundle), importBundle(other, bundle)]);
    const imported = replies.map((reply) => summaryOf(reply).imported);
    expect(imported.reduce((sum, count) => sum + count, 0)).toBe(2);
    expect((await readingsOf(other.userId)).length).toBe(2);
  });

  it('joins a Body Mass, written as a weight and a height, into one reading again; Mass Change and Recovery Heart Rate come back whole', async () => {
    const person = await signUp(t.app);
    const day = `${earlyThisYear}7`;
    const bodyMass = { body_mass: 72.4, body_height: 1.78 };
    const massChange = { mass_before: 70.2, mass_after: 69.5 };
    const recovery = {
      recovery_hr_1: 150,
      recovery_hr_2: 130,
      recovery_hr_3: 110,
      recovery_hr_4: 95,
    };
    const pieces = resourcesOf(BODY_MASS, `${day} 07:00:00`, bodyMass, 41);
    expect(pieces).toHaveLength(2);
    const bundle = bundleOf([
      ...pieces,
      resourceOf(MASS_CHANGE, `${day} 18:00:00`, massChange),
      resourceOf(RECOVERY_HR, `${day} 18:30:00`, recovery),
    ]);
    expect(summaryOf(await importBundle(person, bundle)).imported).toBe(3);
    expect(await readingsOf(person.userId)).toEqual([
      { dataset_id: RECOVERY_HR, created_on: `${day} 18:30:00`, values: recovery },
      { dataset_id: BODY_MASS, created_on: `${day} 07:00:00`, values: bodyMass },
      { dataset_id: MASS_CHANGE, created_on: `${day} 18:00:00`, values: massChange },
    ]);
  });

  it('takes a body sent as application/json too', async () => {
    const person = await signUp(t.app);
    const reply = await importBundle(
      person,
      bundleOf([restingHeartRate(`${earlyThisYear}5`, 60)]),
      {
        contentType: 'application/json',
      },
    );
    expect(summaryOf(reply).imported).toBe(1);
  });
});

describe('a foreign bundle', () => {
  it('stores the Observations the laboratory codes map, in the dataset’s unit, passing over its Patient', async () => {
    const person = await signUp(t.app);
    await t.database.db
      .updateTable('users')
      .set({ time_zone: 'Europe/Berlin' })
      .where('id', '=', person.userId)
      .execute();
    const bundle = bundleOf([
      { resourceType: 'Patient', id: 'lab-patient-1' },
      foreignObservation('chol-1', '2093-3', 200, 'mg/dL', '2025-03-04T08:30:00+02:00'),
      foreignObservation('temp-1', '8310-5', 37.2, 'Cel', '2025-03-05T07:10:00-05:00'),
    ]);
    const summary = summaryOf(await importBundle(person, bundle));
    expect(summary.imported).toBe(2);
    expect(summary.skipped).toEqual([
      { resourceType: 'Patient', count: 1, reason: 'A Patient is not a reading' },
    ]);
    expect(await readingsOf(person.userId)).toEqual([
      {
        dataset_id: CHOLESTEROL,
        // The instant as the person's clock in Berlin showed it (decision 034).
        created_on: '2025-03-04 07:30:00',
        // Judged on storing against the typical interval: above its 5 mmol/L.
        values: {
          cholesterol_ran: 5.17,
          cholesterol_ran_reference_high: 5,
          cholesterol_ran_reference_source: 'typical',
          cholesterol_ran_reference_flag: 'H',
        },
      },
      {
        dataset_id: TEMPERATURE,
        created_on: '2025-03-05 13:10:00',
        values: {
          temperature: 37.2,
          temperature_reference_low: 36.1,
          temperature_reference_high: 37.2,
          temperature_reference_source: 'typical',
          temperature_reference_flag: 'N',
        },
      },
    ]);
  });

  it('is refused whole for an Observation no dataset takes or two datasets share, naming each', async () => {
    const person = await signUp(t.app);
    const bundle = bundleOf([
      foreignObservation('chol-1', '2093-3', 200, 'mg/dL', '2025-03-04T08:30:00+02:00'),
      foreignObservation('unknown-1', '1234-5', 12, 'mg/dL', '2025-03-04T08:30:00+02:00'),
      foreignObservation('rest-1', '40443-4', 61, '/min', '2025-03-05T07:10:00-05:00'),
    ]);
    const reply = await importBundle(person, bundle);
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json<FhirImportRefusal>().details.problems).toEqual([
      {
        entry: 1,
        resourceType: 'Observation',
        id: 'unknown-1',
        field: 'Observation.code',
        reason: 'No dataset takes LOINC 1234-5',
      },
      {
        entry: 2,
        resourceType: 'Observation',
        id: 'rest-1',
        field: 'Observation.code',
        reason:
          'LOINC 40443-4 fits Resting Heart Rate (fitness) and Resting Heart Rate (vitals); it is not guessed',
      },
    ]);
    expect(await readingsOf(person.userId)).toEqual([]);
  });
});

describe('the secure pin', () => {
  it('is needed, as for a pinned write, when the bundle holds laboratory data and the person has one', async () => {
    const person = await signUp(t.app);
    const pin = await mailedSecurePin(t, person);
    const bundle = bundleOf([
      foreignObservation('chol-2', '2093-3', 180, 'mg/dL', '2025-02-01T09:00:00Z'),
    ]);

    const missing = await importBundle(person, bundle);
    expect(missing.statusCode).toBe(400);
    expect(missing.json<ErrorReply>().message).toContain(SECURE_PIN_PARAMETER);
    const wrong = await importBundle(person, bundle, {
      query: { [SECURE_PIN_PARAMETER]: pin === '000000' ? '111111' : '000000' },
    });
    expect(wrong.statusCode).toBe(403);
    expect(await readingsOf(person.userId)).toEqual([]);

    const right = await importBundle(person, bundle, { query: { [SECURE_PIN_PARAMETER]: pin } });
    expect(summaryOf(right).imported).toBe(1);
  });

  it('is not asked for readings outside the pin-gated profiles', async () => {
    const person = await signUp(t.app);
    await mailedSecurePin(t, person);
    const reply = await importBundle(person, bundleOf([restingHeartRate(`${earlyThisYear}6`, 59)]));
    expect(summaryOf(reply).imported).toBe(1);
  });
});

describe('input the import refuses', () => {
  let person: Person;
  beforeAll(async () => {
    person = await signUp(t.app);
  });

  async function expectRefused(reply: LightMyRequestResponse, status: number, message: RegExp) {
    expect(reply.statusCode, reply.body).toBe(status);
    expect(reply.json<ErrorReply>().message).toMatch(message);
    expect(await readingsOf(person.userId)).toEqual([]);
  }

  it('answers a body that is not JSON with 400', async () => {
    await expectRefused(await importBundle(person, '{"resourceType": "Bundle",'), 400, /JSON/);
  });

  it('answers a resource that is not a Bundle with 400 naming it', async () => {
    const reply = await importBundle(person, { resourceType: 'Patient', id: 'p' });
    await expectRefused(reply, 400, /Bundle.*Patient/);
  });

  it('answers an entry without a resourceType with 400 naming the entry', async () => {
    const bundle = bundleOf([restingHeartRate(`${earlyThisYear}2`, 58)]);
    bundle.entry?.push({ resource: { id: 'x' } as unknown as FhirResource });
    await expectRefused(
      await importBundle(person, bundle),
      400,
      /entry\.1\.resource: resourceType is required/,
    );
  });

  it('answers a reading dated in the future with 400, storing none of the bundle', async () => {
    const bundle = bundleOf([
      restingHeartRate(`${earlyThisYear}2`, 58),
      restingHeartRate(`${thisYear + 2}-01-01`, 58),
    ]);
    await expectRefused(
      await importBundle(person, bundle),
      400,
      /entry\[1\].*Resting Heart Rate.*future/,
    );
  });

  it('answers a value over its maximum with 400 naming the element, storing none of the bundle', async () => {
    const tooFast = restingHeartRate(`${earlyThisYear}3`, 58) as Observation;
    if (tooFast.valueQuantity) tooFast.valueQuantity.value = 400;
    const bundle = bundleOf([restingHeartRate(`${earlyThisYear}2`, 58), tooFast]);
    const reply = await importBundle(person, bundle);
    await expectRefused(reply, 400, /entry\[1\] Resting Heart Rate \(dataset 194\): .*400/);
    expect(reply.json<ErrorReply>().details.details).toHaveLength(1);
  });

  it('answers a reading without an element its dataset requires with 400 naming the element', async () => {
    const halfPressure = resourceOf(BLOOD_PRESSURE, `${earlyThisYear}2 08:00:00`, {
      systolic_value: 121,
      diastolic_value: 79,
    }) as Observation;
    halfPressure.component = halfPressure.component?.slice(0, 1);
    const reply = await importBundle(person, bundleOf([halfPressure]));
    await expectRefused(
      reply,
      400,
      /entry\[0\] Blood Pressure \(dataset 188\): .*diastolic_value is required/,
    );
  });

  it('answers a body over 50 MB with 413 saying the limit', async () => {
    const padding = 'x'.repeat(MAX_FHIR_IMPORT_BODY_BYTES);
    const reply = await importBundle(person, {
      resourceType: 'Bundle',
      type: 'collection',
      padding,
    });
    await expectRefused(reply, 413, /50 MB/);
  });

  it('answers a caller without a session with 401', async () => {
    const reply = await importBundle(
      undefined,
      bundleOf([restingHeartRate(`${earlyThisYear}2`, 58)]),
    );
    expect(reply.statusCode).toBe(401);
  });

  it('answers a doctor naming a patient with 400: an import is of one’s own data', async () => {
    const reply = await importBundle(person, bundleOf([]), {
      query: { [PATIENT_ID_PARAMETER]: String(athleteId) },
    });
    await expectRefused(reply, 400, new RegExp(PATIENT_ID_PARAMETER));
  });
});
