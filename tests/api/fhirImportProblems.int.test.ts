import type { LightMyRequestResponse } from 'fastify';
import type { Observation } from 'fhir/r4';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fhirDatasetIndex } from '../../src/server/services/fhir/fhirDatasetIndex';
import { readingToResources } from '../../src/server/services/fhir/readingResources';
import type {
  FhirImportRefusal,
  FhirImportReply,
  ImportProblem,
} from '../../src/shared/api/fhirImportContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// An import is all or nothing: one invalid entry is a 400 that lists every problem of every
// entry with its place, and nothing of the bundle is stored.

const RESTING_HR = 194;
const thisYear = new Date().getUTCFullYear();

let t: TestApp;
let person: { authorization: string; userId: number };

beforeAll(async () => {
  t = await createTestApp();
  person = await signUp(t.app);
}, 120_000);
afterAll(() => t.close());

/** A resting heart rate as a Motus export writes it. */
function restingHeartRate(day: string, bpm: number): Observation {
  const [resource] = readingToResources(
    { datasetId: RESTING_HR, created_on: `${day} 07:30:00`, values: { rested_hr: bpm } },
    {
      index: fhirDatasetIndex(t.app.deps.profileConfigs),
      patientReference: 'urn:uuid:6f1c1f52-4c61-4d1a-9a52-1f6b1d1e2a01',
    },
  );
  if (resource?.resourceType !== 'Observation') throw new Error('No resting heart rate');
  return resource;
}

/** A bundle of resources as given, malformed ones too: the import must judge them itself. */
function bundleOf(resources: readonly object[]) {
  return {
    resourceType: 'Bundle',
    type: 'collection',
    entry: resources.map((resource) => ({ resource })),
  };
}

function importBundle(body: unknown): Promise<LightMyRequestResponse> {
  return asUser(t.app, person).post(yourDataEndpoints.importFhir, JSON.stringify(body), {
    'content-type': FHIR_JSON_MEDIA_TYPE,
  });
}

async function readingRowCount(): Promise<number> {
  const row = await t.database.db
    .selectFrom('readings')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', person.userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

function problemsOf(reply: LightMyRequestResponse): ImportProblem[] {
  expect(reply.statusCode, reply.body).toBe(400);
  return reply.json<FhirImportRefusal>().details.problems ?? [];
}

describe('a bundle with one good entry and four bad ones', () => {
  it('is a 400 listing every problem with its entry and place, and stores nothing', async () => {
    const held = await importBundle(bundleOf([restingHeartRate(`${thisYear}-01-01`, 57)]));
    expect(held.statusCode, held.body).toBe(200);
    const before = await readingRowCount();
    expect(before).toBe(1);

    const wrongUnit = restingHeartRate(`${thisYear}-01-03`, 60);
    wrongUnit.valueQuantity = { ...wrongUnit.valueQuantity, unit: 'kg', code: 'kg' };
    const unknownCode: Observation = {
      resourceType: 'Observation',
      id: 'lab-9',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '1234-5' }] },
      valueQuantity: {
        value: 12,
        unit: 'mg/dL',
        system: 'http://unitsofmeasure.org',
        code: 'mg/dL',
      },
      effectiveDateTime: `${thisYear}-01-04T08:00:00Z`,
    };
    const { code: _code, ...noCode } = restingHeartRate(`${thisYear}-01-05`, 61);
    const badDate = restingHeartRate(`${thisYear}-01-06`, 62);
    badDate.effectiveDateTime = `${thisYear}-02-30T07:30:00+00:00`;

    const reply = await importBundle(
      bundleOf([
        restingHeartRate(`${thisYear}-01-02`, 58),
        wrongUnit,
        unknownCode,
        noCode,
        badDate,
      ]),
    );
    const problems = problemsOf(reply);
    expect(
      problems.map(({ entry, resourceType, field }) => ({ entry, resourceType, field })),
    ).toEqual([
      { entry: 1, resourceType: 'Observation', field: 'Observation.valueQuantity.code' },
      { entry: 2, resourceType: 'Observation', field: 'Observation.code' },
      { entry: 3, resourceType: 'Observation', field: 'Observation.code' },
      { entry: 4, resourceType: 'Observation', field: 'Observation.effectiveDateTime' },
    ]);
    expect(problems[0]).toMatchObject({
      dataset: { id: RESTING_HR },
      reason: expect.stringMatching(/is in kg, not \/min/) as string,
    });
    expect(problems[1]).toMatchObject({ id: 'lab-9', reason: 'No dataset takes LOINC 1234-5' });
    expect(problems[2]?.reason).toBe('code is required');
    expect(problems[3]?.reason).toMatch(/-02-30.* not a whole day or a time of day/);

    const refusal = reply.json<FhirImportRefusal>();
    expect(refusal.message).toMatch(/^Nothing was imported: 4 entries have 4 problems\./);
    // Each problem is also a sentence naming the entry and the place.
    expect(refusal.details.details).toHaveLength(4);
    expect(refusal.details.details[3]).toMatch(
      /^entry\[4\] Resting Heart Rate \(dataset 194\): Observation\.effectiveDateTime: /,
    );
    expect(await readingRowCount()).toBe(before);
  });

  it('lists each problem of one entry, a bad unit and a bad date alike', async () => {
    const both = restingHeartRate(`${thisYear}-01-07`, 60);
    both.valueQuantity = { ...both.valueQuantity, code: 'kg' };
    both.effectiveDateTime = 'yesterday';
    const problems = problemsOf(await importBundle(bundleOf([both])));
    expect(problems.map((problem) => problem.field)).toEqual([
      'Observation.valueQuantity.code',
      'Observation.effectiveDateTime',
    ]);
  });
});

describe('an Observation of a malformed shape', () => {
  const base = () => restingHeartRate(`${thisYear}-01-08`, 60);

  it.each([
    ['without a code', () => ({ ...base(), code: undefined }), 'Observation.code', /required/],
    ['with code "x"', () => ({ ...base(), code: 'x' }), 'Observation.code', /must be an object/],
    [
      'with a coding that is not a list',
      () => ({ ...base(), code: { coding: 'abc' } }),
      'Observation.code.coding',
      /must be a list/,
    ],
    [
      'without a value',
      () => ({ ...base(), valueQuantity: undefined }),
      'Observation.value[x]',
      /has no value/,
    ],
    [
      'with a value given as text',
      () => ({ ...base(), valueQuantity: { ...base().valueQuantity, value: '60' } }),
      'Observation.valueQuantity.value',
      /must be a number/,
    ],
    [
      'with a component that is not an object',
      () => ({ ...base(), component: [{ code: { text: 'a' } }, 7] }),
      'Observation.component[1]',
      /must be an object/,
    ],
    [
      'without a date',
      () => ({ ...base(), effectiveDateTime: undefined }),
      'Observation.effective[x]',
      /no date/,
    ],
  ])('%s is a 400 naming the place, never a 5xx', async (_name, make, field, reason) => {
    const before = await readingRowCount();
    const problems = problemsOf(await importBundle(bundleOf([make()])));
    expect(problems).toContainEqual(
      expect.objectContaining({
        entry: 0,
        resourceType: 'Observation',
        field,
        reason: expect.stringMatching(reason) as string,
      }),
    );
    expect(await readingRowCount()).toBe(before);
  });
});

describe('entries that are not readings', () => {
  it('are passed over and counted beside a good reading, which is stored', async () => {
    const reply = await importBundle(
      bundleOf([
        { resourceType: 'Patient', id: 'p' },
        { resourceType: 'Consent', status: 'active' },
        { resourceType: 'Encounter', status: 'finished' },
        { resourceType: 'Encounter', status: 'finished' },
        restingHeartRate(`${thisYear}-01-09`, 59),
      ]),
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<FhirImportReply>().data).toMatchObject({
      imported: 1,
      skipped: [
        { resourceType: 'Patient', count: 1, reason: 'A Patient is not a reading' },
        { resourceType: 'Consent', count: 1, reason: 'A Consent is not a reading' },
        { resourceType: 'Encounter', count: 2, reason: 'Motus holds no Encounter' },
      ],
    });
  });
});

describe('a routine session of an export', () => {
  it('with figures that do not add up is a problem, and the good reading beside it is not stored', async () => {
    const motus = `${t.env.publicUrl}/fhir/CodeSystem/datasets`;
    const figure = (name: string, value: number, code: string) => ({
      code: { coding: [{ system: motus, code: `routine-session.${name}` }] },
      valueQuantity: { value, unit: code, system: 'http://unitsofmeasure.org', code },
    });
    const session = {
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: motus, code: 'routine-session' }], text: 'Routine session: Legs' },
      effectiveDateTime: `${thisYear}-01-10T18:00:00+00:00`,
      component: [
        figure('time_total', 600, 's'),
        figure('time_exercising', 900, 's'),
        figure('exercises_completed', 2.5, '{exercises}'),
      ],
    };
    const before = await readingRowCount();
    const problems = problemsOf(
      await importBundle(bundleOf([restingHeartRate(`${thisYear}-01-10`, 58), session])),
    );
    expect(problems.map(({ entry, field }) => ({ entry, field }))).toEqual([
      { entry: 1, field: 'Observation.component[2].valueQuantity.value' },
      { entry: 1, field: 'Observation.component' },
      { entry: 1, field: 'Observation.component' },
    ]);
    expect(problems.map((problem) => problem.reason)).toEqual([
      'Exercises completed must be a whole number from 0 to 40, not 2.5',
      'Exercises skipped (routine-session.exercises_skipped) is missing',
      'Time exercising (900 s) cannot be more than Total time (600 s)',
    ]);
    expect(await readingRowCount()).toBe(before);
  });
});
