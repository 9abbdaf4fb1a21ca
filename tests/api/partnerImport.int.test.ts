import { DateTime } from 'luxon';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AccessLogReply } from '../../src/shared/api/careTeamContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import type { ConsentReply, ImportReply } from '../../src/shared/api/partnerImportContract';
import { startFhirFixtureServer, type FhirFixtureServer } from '../support/fhir/fhirFixtureServer';
import { FIXTURE_ID_NUMBER } from '../support/fhir/partnerLabFixtures';
import { mailedSecurePin, today } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const lastYearToToday = {
  date_from: DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd'),
  date_to: today,
};

// docs/product.md#partner-import: GET/POST /v2/user/ampath/consent/ and POST /v2/profiles/ampath/ (id_number),
// against a FHIR R4 fixture laboratory started by the test.
type Failure = { message: string };

describe('importing blood results from the partner laboratory', () => {
  let fhir: FhirFixtureServer;
  let t: TestApp;
  let ada: { authorization: string; email: string };
  let pin: string;

  const importFor = (idNumber = FIXTURE_ID_NUMBER, who = ada) =>
    asUser(t.app, who).post('/v2/profiles/ampath/', { id_number: idNumber });
  const readingCount = async () =>
    Number(
      (
        await t.database.db
          .selectFrom('readings')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  async function bloodResults(testId: number) {
    const reply = await asUser(t.app, ada).post(
      `/profiles/secure/get/${testId}/?secure_pin=${pin}`,
      lastYearToToday,
    );
    return reply.json<{ details: Record<string, number | string>[] }>().details;
  }

  beforeAll(async () => {
    fhir = await startFhirFixtureServer();
    t = await createTestApp({ partnerFhirUrls: { ampath: fhir.baseUrl } });
    ada = await signUp(t.app, 'Ada');
    pin = await mailedSecurePin(t, ada);
  });
  afterAll(async () => {
    await t.close();
    await fhir.close();
  });
  beforeEach(() => fhir.setMode('fhir'));

  it('starts without consent and refuses to import until it is given, asking the partner nothing', async () => {
    expect((await asUser(t.app, ada).get('/v2/user/ampath/consent/')).json()).toEqual({
      status: 'success',
      data: false,
    });
    const asked = fhir.requests();
    const refused = await importFor();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Failure>().message).toMatch(/Consent for Ampath is needed/);
    expect(fhir.requests()).toBe(asked);
    expect(await readingCount()).toBe(0);
  });

  it('records the consent with its time and the sentence shown', async () => {
    const given = await asUser(t.app, ada).post('/v2/user/ampath/consent/', {});
    expect(given.json()).toEqual({ status: 'success', message: 'Consent given for Ampath' });
    const consent = (await asUser(t.app, ada).get('/v2/user/ampath/consent/')).json<ConsentReply>();
    expect(consent).toMatchObject({ status: 'success', data: true });
    expect(Date.now() - Date.parse(consent.given_at ?? '')).toBeLessThan(60_000);
    const rows = await t.database.db.selectFrom('consents').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.sentence).toMatch(
      /^I consent to Motus requesting my blood test results from Ampath/,
    );
    expect(rows[0]).toMatchObject({
      grantee: 'partner:ampath',
      purpose: 'import_blood_results',
      revoked_at: null,
    });
  });

  it('changes nothing when the partner is down or answers garbage', async () => {
    for (const mode of ['error', 'garbage'] as const) {
      fhir.setMode(mode);
      const reply = await importFor();
      expect(reply.statusCode, mode).toBe(502);
      expect(reply.json<Failure>().message).toMatch(/Ampath could not be reached/);
    }
    expect(await readingCount()).toBe(0);
  });

  it('imports the mapped results in our units, reports the unmappable ones and stores none of them', async () => {
    const reply = await importFor();
    expect(reply.statusCode).toBe(200);
    const body = reply.json<ImportReply>();
    expect(body).toMatchObject({
      status: 'success',
      message: 'Blood results imported from Ampath',
      imported: 6,
      already_imported: 0,
    });
    expect(body.refused.map((item) => item.code).sort()).toEqual(['1988-5', '5763-8', '718-7']);
    expect(body.refused.find((item) => item.code === '5763-8')?.reason).toBe(
      'No blood test takes LOINC 5763-8 in umol/L',
    );

    // HDL twice: the panel's SI value with the lab's own interval, and 52 mg/dL converted.
    const hdl = await bloodResults(97);
    expect(hdl.map((record) => record.hdl)).toEqual([1.1, 1.34]);
    // Judged on storing against the laboratory's own interval, 1.2–3: low.
    expect(hdl[0]).toMatchObject({
      hdl_reference_low: 1.2,
      hdl_reference_high: 3,
      hdl_reference_source: 'laboratory',
      hdl_reference_flag: 'L',
    });
    // No interval came with this one: judged against the typical one instead.
    expect(hdl[1]).toMatchObject({ hdl_reference_source: 'typical' });
    expect((await bloodResults(100)).map((record) => record.glucose_random)).toEqual([4.99]);
    expect((await bloodResults(88)).map((record) => record.total_protein)).toEqual([71]);
    expect(await bloodResults(152)).toEqual([]);
    expect(await bloodResults(124)).toEqual([]);
  });

  it('adds nothing when the same results are imported again', async () => {
    const before = await readingCount();
    const again = await importFor();
    expect(again.json()).toMatchObject({ imported: 0, already_imported: 6 });
    expect(await readingCount()).toBe(before);
  });

  it("answers 'No results found' for an identity number the laboratory does not know", async () => {
    const reply = await importFor('9999999999999');
    expect(reply.json()).toMatchObject({
      status: 'success',
      message: 'No results found',
      imported: 0,
    });
  });

  it('withdraws consent by unticking: recorded, shown in the access log, and imports refused until given again', async () => {
    const withdrawn = await asUser(t.app, ada).post('/v2/user/ampath/consent/', { consent: false });
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({
      status: 'success',
      message: 'Consent withdrawn for Ampath',
    });
    expect((await asUser(t.app, ada).get('/v2/user/ampath/consent/')).json()).toEqual({
      status: 'success',
      data: false,
    });
    const consents = await t.database.db.selectFrom('consents').selectAll().execute();
    expect(consents).toHaveLength(1);
    expect(consents[0]?.revoked_at).toBeInstanceOf(Date);

    const asked = fhir.requests();
    const refused = await importFor();
    expect(refused.statusCode).toBe(403);
    expect(refused.json<Failure>().message).toMatch(/Consent for Ampath is needed/);
    expect(fhir.requests()).toBe(asked);

    const log = (await asUser(t.app, ada).get(careTeamPaths.accessLog)).json<AccessLogReply>().data
      .result;
    expect(
      log
        .filter((row) => row.action.startsWith('consent'))
        .map((row) => [row.reader.first_name, row.action]),
    ).toEqual([
      ['Ampath', 'consent_withdrawn'],
      ['Ampath', 'consent_given'],
    ]);

    expect(
      (await asUser(t.app, ada).post('/v2/user/ampath/consent/', { consent: true })).statusCode,
    ).toBe(200);
    expect((await importFor()).statusCode).toBe(200);
  });

  it('refuses a consent that is not true or false, naming the field', async () => {
    const bad = await asUser(t.app, ada).post('/v2/user/ampath/consent/', { consent: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Failure>().message).toMatch(/consent/);
  });

  it('refuses a malformed identity number and another person without consent', async () => {
    const bad = await importFor('80010 15009087; DROP');
    expect(bad.statusCode).toBe(400);
    expect(bad.json<Failure>().message).toMatch(/id_number/);
    const bob = await signUp(t.app, 'Bob');
    expect((await importFor(FIXTURE_ID_NUMBER, bob)).statusCode).toBe(403);
    expect(
      (await asUser(t.app, bob).get('/v2/user/ampath/consent/')).json<ConsentReply>().data,
    ).toBe(false);
  });
});

describe('a partner with no FHIR address configured', () => {
  it('says it is not connected and imports nothing', async () => {
    const t = await createTestApp({ partnerFhirUrls: {} });
    try {
      const ada = await signUp(t.app, 'Ada');
      await asUser(t.app, ada).post('/v2/user/ampath/consent/', {});
      const reply = await asUser(t.app, ada).post('/v2/profiles/ampath/', {
        id_number: FIXTURE_ID_NUMBER,
      });
      expect(reply.statusCode).toBe(503);
      expect(reply.json<Failure>().message).toMatch(/AMPATH_FHIR_BASE_URL/);
    } finally {
      await t.close();
    }
  });
});
