import type { Bundle, FhirResource, Observation } from 'fhir/r4';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildFhirBundle } from '../../src/server/services/fhir/fhirBundle';
import { fhirExportContext } from '../../src/server/services/fhir/fhirExportContext';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { FhirImportReply } from '../../src/shared/api/fhirImportContract';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { firstDetail, post, registerAndLogIn, registration } from '../support/accountRequests';
import { datasetById, type DatasetInConfig } from '../support/profileConfigLookup';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Each person's time zone (decision 034): an export writes their wall clock with their zone's
// offset on that day, and an import reads an offset into the importing person's clock.

const BLOOD_PRESSURE = 188;
const WINTER_DAY = '2026-01-15';
const SUMMER_DAY = '2026-07-15';

let t: TestApp;
let bloodPressure: DatasetInConfig;

beforeAll(async () => {
  t = await createTestApp();
  bloodPressure = datasetById(t.app.deps.profileConfigs, BLOOD_PRESSURE);
});
afterAll(() => t.close());

const serverTz = process.env.TZ;
afterEach(() => {
  if (serverTz === undefined) delete process.env.TZ;
  else process.env.TZ = serverTz;
});

async function personIn(timeZone: string | undefined) {
  const { user } = await registerAndLogIn(
    t.app,
    timeZone === undefined ? {} : { time_zone: timeZone },
  );
  return { userId: user.id, token: user.token, authorization: `${AUTH_SCHEME} ${user.token}` };
}

type Person = Awaited<ReturnType<typeof personIn>>;

async function writeBloodPressure(who: Person, createdOn: string) {
  const reply = await post(
    t.app,
    bloodPressure.writePath,
    { systolic_value: 121, diastolic_value: 79, created_on: createdOn },
    who.token,
  );
  expect(reply.statusCode, reply.body).toBe(200);
}

async function exportOf(who: Person): Promise<string> {
  const reply = await asUser(t.app, who).get(yourDataEndpoints.exportFhir);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.body;
}

function bloodPressureTimes(bundle: Bundle): string[] {
  return (bundle.entry ?? [])
    .map((entry) => entry.resource as FhirResource | undefined)
    .filter(
      (resource): resource is Observation =>
        resource?.resourceType === 'Observation' &&
        resource.code.text === bloodPressure.dataset.name,
    )
    .map((observation) => observation.effectiveDateTime ?? '')
    .sort();
}

async function chartTimes(who: Person): Promise<string[]> {
  const reply = await asUser(t.app, who).post(bloodPressure.tab.read, {
    date_from: WINTER_DAY,
    date_to: SUMMER_DAY,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  const records = reply.json<Record<string, ChartRecord[]>>()[bloodPressure.tab.list] ?? [];
  return records.map((record) => record.created_on).sort();
}

describe("a person's time zone", () => {
  it('gives the export its offset on each day, and an import elsewhere the clock there', async () => {
    const berlin = await personIn('Europe/Berlin');
    await writeBloodPressure(berlin, `${WINTER_DAY} 07:30`);
    await writeBloodPressure(berlin, `${SUMMER_DAY} 07:30`);

    const exported = await exportOf(berlin);
    expect(bloodPressureTimes(JSON.parse(exported) as Bundle)).toEqual([
      `${WINTER_DAY}T07:30:00+01:00`,
      `${SUMMER_DAY}T07:30:00+02:00`,
    ]);

    const newYork = await personIn('America/New_York');
    const imported = await asUser(t.app, newYork).post(yourDataEndpoints.importFhir, exported, {
      'content-type': FHIR_JSON_MEDIA_TYPE,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<FhirImportReply>().data.imported).toBe(2);

    expect(await chartTimes(newYork)).toEqual([`${WINTER_DAY} 01:30`, `${SUMMER_DAY} 01:30`]);
    expect(await chartTimes(berlin)).toEqual([`${WINTER_DAY} 07:30`, `${SUMMER_DAY} 07:30`]);
  });

  it("is the subject's in a passcode link's file too", async () => {
    const tokyo = await personIn('Asia/Tokyo');
    await writeBloodPressure(tokyo, `${SUMMER_DAY} 07:30`);
    const file = await buildFhirBundle(
      t.database.db,
      tokyo.userId,
      { areas: [bloodPressure.config.id], dateFrom: SUMMER_DAY, dateTo: SUMMER_DAY },
      fhirExportContext(t.app.deps.profileConfigs, t.app.deps.workoutCatalogue),
    );
    expect(bloodPressureTimes(file)).toEqual([`${SUMMER_DAY}T07:30:00+09:00`]);
  });

  it("is the server's for an account that has none", async () => {
    // Registered without a zone, as every account made before people had one.
    const unset = await personIn(undefined);
    await writeBloodPressure(unset, `${WINTER_DAY} 07:30`);
    process.env.TZ = 'America/Sao_Paulo';
    const exported = JSON.parse(await exportOf(unset)) as Bundle;
    expect(bloodPressureTimes(exported)).toEqual([`${WINTER_DAY}T07:30:00-03:00`]);
  });

  it('is refused at registration when it is not an IANA name, naming the field', async () => {
    const account = registration({ time_zone: 'Mars/Olympus' });
    const reply = await post(t.app, accountEndpoints.createUser, account);
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toBe(
      'body.time_zone must be an IANA time zone name such as Europe/Berlin',
    );
  });
});
