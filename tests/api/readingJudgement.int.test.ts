import type { Bundle, FhirResource, Observation, ObservationComponent } from 'fhir/r4';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReadings } from '../../src/server/db/repositories/readingsRepository';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { judgeStoredReadings } from '../../src/server/services/readings/judgeStoredReadings';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { logIn, post, registerAndLogIn } from '../support/accountRequests';
import { datasetById } from '../support/profileConfigLookup';
import { mailedSecurePin } from '../support/securePins';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// A reading is judged against its interval when it is written, and keeps that interval and
// its verdict: the chart, the table and a FHIR export all say what was judged then.

const DEMO_PIN = '246810';
const INTERPRETATION = 'http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation';
const BLOOD_PRESSURE = 188;
const TEMPERATURE = 189;
const URIC_ACID = 94;
const FERRITIN = 107;
const HAEMOGLOBIN = 152;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Person = { userId: number; token: string; authorization: string; pin: string };

async function person(gender: 'Male' | 'Female'): Promise<Person> {
  const { account, user } = await registerAndLogIn(t.app, { gender, time_zone: 'UTC' });
  const authorization = `${AUTH_SCHEME} ${user.token}`;
  const pin = await mailedSecurePin(t, { authorization, email: account.email });
  return { userId: user.id, token: user.token, authorization, pin };
}

async function write(who: Person, datasetId: number, body: Record<string, unknown>) {
  const { config, writePath } = datasetById(t.app.deps.profileConfigs, datasetId);
  const url = config.pin ? `${writePath}?secure_pin=${who.pin}` : writePath;
  const reply = await post(t.app, url, body, who.token);
  expect(reply.statusCode, reply.body).toBe(200);
}

async function exportOf(who: Pick<Person, 'authorization' | 'pin'>): Promise<Bundle> {
  const reply = await asUser(t.app, who).get(
    `${yourDataEndpoints.exportFhir}?secure_pin=${who.pin}`,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return JSON.parse(reply.body) as Bundle;
}

/** The Observations of one dataset, by the Motus code (`<id>` or `<id>.<element>`) they carry. */
function observationsOf(bundle: Bundle, datasetId: number): Observation[] {
  return (bundle.entry ?? [])
    .map((entry) => entry.resource as FhirResource | undefined)
    .filter(
      (resource): resource is Observation =>
        resource?.resourceType === 'Observation' &&
        (resource.code.coding ?? []).some(
          (coding) => coding.code?.split('.')[0] === String(datasetId),
        ),
    )
    .sort((a, b) => (a.effectiveDateTime ?? '').localeCompare(b.effectiveDateTime ?? ''));
}

const flagOf = (held: Observation | ObservationComponent | undefined) => {
  const coding = held?.interpretation?.[0]?.coding?.[0];
  return coding?.system === INTERPRETATION ? coding.code : undefined;
};

const rangeOf = (held: Observation | ObservationComponent | undefined) => {
  const range = held?.referenceRange?.[0];
  return [range?.low?.value, range?.high?.value];
};

async function chartRecords(who: Person, datasetId: number): Promise<ChartRecord[]> {
  const { tab } = datasetById(t.app.deps.profileConfigs, datasetId);
  const reply = await asUser(t.app, who).post(tab.read, {
    date_from: '2026-01-01',
    date_to: '2026-12-31',
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Record<string, ChartRecord[]>>()[tab.list] ?? [];
}

describe('a vital sign judged against its typical adult interval', () => {
  let who: Person;
  let bundle: Bundle;
  beforeAll(async () => {
    who = await person('Female');
    await write(who, BLOOD_PRESSURE, {
      systolic_value: 158,
      diastolic_value: 99,
      created_on: '2026-03-02 07:30',
    });
    await write(who, BLOOD_PRESSURE, {
      systolic_value: 112,
      diastolic_value: 74,
      created_on: '2026-03-03 07:30',
    });
    for (const [day, temperature] of [
      ['2026-03-04', 36.8],
      ['2026-03-05', 38.4],
      ['2026-03-06', 40.6],
    ] as const) {
      await write(who, TEMPERATURE, { temperature, created_on: `${day} 08:00` });
    }
    bundle = await exportOf(who);
  });

  it('marks a blood pressure of 158/99 high on both values, each against its own interval', () => {
    const [high, normal] = observationsOf(bundle, BLOOD_PRESSURE);
    const [systolic, diastolic] = high?.component ?? [];
    expect([flagOf(systolic), flagOf(diastolic)]).toEqual(['H', 'H']);
    expect(rangeOf(systolic)).toEqual([90, 119]);
    expect(rangeOf(diastolic)).toEqual([60, 79]);
    expect((normal?.component ?? []).map(flagOf)).toEqual(['N', 'N']);
  });

  it('marks a temperature normal, high, and critically high beyond 40 °C', () => {
    const temperatures = observationsOf(bundle, TEMPERATURE);
    expect(temperatures.map((observation) => observation.valueQuantity?.value)).toEqual([
      36.8, 38.4, 40.6,
    ]);
    expect(temperatures.map(flagOf)).toEqual(['N', 'H', 'HH']);
    expect(temperatures[1]?.interpretation?.[0]?.coding?.[0]?.display).toBe('High');
    expect(rangeOf(temperatures[1])).toEqual([36.1, 37.2]);
  });

  it('gives the chart each reading with the interval and verdict it was stored with', async () => {
    const records = await chartRecords(who, BLOOD_PRESSURE);
    expect(records[0]).toMatchObject({
      systolic_value: 158,
      systolic_value_reference_low: 90,
      systolic_value_reference_high: 119,
      systolic_value_reference_flag: 'H',
      diastolic_value_reference_flag: 'H',
    });
  });
});

describe("a blood result keeps the interval of the day it was judged, not its holder's", () => {
  it('travels with the reading from a man’s account into a woman’s and out again', async () => {
    const man = await person('Male');
    const woman = await person('Female');
    // 380 umol/L: inside the men's 200–420, above the women's 150–360.
    await write(man, URIC_ACID, { uric_acid: 380, created_on: '2026-04-01 09:00' });
    const fromMan = await exportOf(man);
    const [asExported] = observationsOf(fromMan, URIC_ACID);
    expect([rangeOf(asExported), flagOf(asExported)]).toEqual([[200, 420], 'N']);

    const imported = await asUser(t.app, woman).post(
      `${yourDataEndpoints.importFhir}?secure_pin=${woman.pin}`,
      JSON.stringify(fromMan),
      { 'content-type': FHIR_JSON_MEDIA_TYPE },
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const [again] = observationsOf(await exportOf(woman), URIC_ACID);
    expect([rangeOf(again), flagOf(again)]).toEqual([[200, 420], 'N']);

    // Written in the woman's own account, the same value is judged by the women's interval.
    await write(woman, URIC_ACID, { uric_acid: 380, created_on: '2026-04-02 09:00' });
    const [, own] = observationsOf(await exportOf(woman), URIC_ACID);
    expect([rangeOf(own), flagOf(own)]).toEqual([[150, 360], 'H']);
  });
});

describe("the demo athlete's blood panels", () => {
  let bundle: Bundle;
  beforeAll(async () => {
    await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
    const user = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
    bundle = await exportOf({ authorization: `${AUTH_SCHEME} ${user.token}`, pin: DEMO_PIN });
  });

  it('flag the low ferritin L against its 15–300 interval, and the others N', () => {
    const ferritins = observationsOf(bundle, FERRITIN);
    const lowest = [...ferritins].sort(
      (a, b) => (a.valueQuantity?.value ?? 0) - (b.valueQuantity?.value ?? 0),
    )[0];
    expect(lowest?.valueQuantity?.value).toBeLessThan(15);
    expect([rangeOf(lowest), flagOf(lowest)]).toEqual([[15, 300], 'L']);
    expect(ferritins.filter((observation) => observation !== lowest).map(flagOf)).toEqual(
      ferritins.slice(1).map(() => 'N'),
    );
  });

  it('flag every haemoglobin N, within the men’s 130–170', () => {
    const haemoglobins = observationsOf(bundle, HAEMOGLOBIN);
    expect(haemoglobins.length).toBeGreaterThan(0);
    expect(new Set(haemoglobins.map(flagOf))).toEqual(new Set(['N']));
    expect(rangeOf(haemoglobins[0])).toEqual([130, 170]);
  });
});

describe('readings stored before they were judged', () => {
  it('are judged once at start, an earlier laboratory interval kept under its value’s name', async () => {
    const who = await person('Male');
    await insertReadings(t.database.db, [
      {
        userId: who.userId,
        datasetId: TEMPERATURE,
        createdOn: '2026-05-01 08:00:00',
        values: { temperature: 38.9 },
      },
      {
        userId: who.userId,
        datasetId: URIC_ACID,
        createdOn: '2026-05-02 08:00:00',
        // As an import of a laboratory's result kept its interval before.
        values: { uric_acid: 430, reference_low: 210, reference_high: 440 },
      },
    ]);
    await t.database.db.deleteFrom('judged_datasets').execute();
    expect(await judgeStoredReadings(t.database.db, t.app.deps.profileConfigs)).toBeGreaterThan(0);

    const rows = await t.database.db
      .selectFrom('readings')
      .select(['dataset_id', 'values'])
      .where('user_id', '=', who.userId)
      .orderBy('created_on')
      .execute();
    expect(rows.map((row) => row.values)).toEqual([
      {
        temperature: 38.9,
        temperature_reference_low: 36.1,
        temperature_reference_high: 37.2,
        temperature_reference_source: 'typical',
        temperature_reference_flag: 'H',
      },
      {
        uric_acid: 430,
        uric_acid_reference_low: 210,
        uric_acid_reference_high: 440,
        uric_acid_reference_source: 'laboratory',
        uric_acid_reference_flag: 'N',
      },
    ]);
    // Once judged with these intervals, a start has nothing more to do.
    expect(await judgeStoredReadings(t.database.db, t.app.deps.profileConfigs)).toBe(0);
  });
});
