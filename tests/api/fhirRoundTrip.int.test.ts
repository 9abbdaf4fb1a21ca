import type { Bundle, BundleEntry, FhirResource, Observation } from 'fhir/r4';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { fhirDatasetIndex } from '../../src/server/services/fhir/fhirDatasetIndex';
import type { FhirImportReply } from '../../src/shared/api/fhirImportContract';
import { SECURE_PIN_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { logIn, registerAndLogIn } from '../support/accountRequests';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { mailedSecurePin } from '../support/securePins';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Export → import into another account → export gives the same clinical content: the readings
// of every profile (Observations and medical resources) and the routine sessions. The Patient,
// the grants (Consent) and the access log (AuditEvent) belong to each account and are not
// compared: the importing account has its own, and an import brings none of them.

const DEMO_ATHLETE_PIN = '246810';
const ACCOUNT_RESOURCES = new Set(['Patient', 'Consent', 'AuditEvent']);
const MEDICAL_RESOURCES = new Set([
  'AllergyIntolerance',
  'Condition',
  'Procedure',
  'FamilyMemberHistory',
  'MedicationStatement',
]);

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
}, 120_000);
afterAll(() => t.close());

async function exportOf(authorization: string, pin: string): Promise<Bundle> {
  const reply = await asUser(t.app, authorization).get(yourDataEndpoints.exportFhir, {
    [SECURE_PIN_PARAMETER]: pin,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Bundle>();
}

async function importInto(authorization: string, pin: string, bundle: Bundle) {
  const reply = await asUser(t.app, authorization).send({
    method: 'POST',
    url: yourDataEndpoints.importFhir,
    query: { [SECURE_PIN_PARAMETER]: pin },
    body: JSON.stringify(bundle),
    headers: { 'content-type': FHIR_JSON_MEDIA_TYPE },
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<FhirImportReply>().data;
}

/**
 * What is not clinical content taken away: the resource's id, its identifiers (the reading's
 * row id), and the reference to the export's own Patient (a fresh urn:uuid each export).
 */
function withoutIds(resource: FhirResource): unknown {
  const {
    id: _id,
    identifier: _identifier,
    ...rest
  } = resource as FhirResource & {
    identifier?: unknown;
  };
  return JSON.parse(
    JSON.stringify(rest).replace(/"reference":"urn:uuid:[0-9a-f-]+"/g, '"reference":"patient"'),
  ) as unknown;
}

/** The clinical resources of an export, without ids, as sorted JSON texts (a multiset). */
function clinicalContent(bundle: Bundle): string[] {
  return (bundle.entry ?? [])
    .map((entry: BundleEntry) => entry.resource)
    .filter((resource): resource is FhirResource => resource !== undefined)
    .filter((resource) => !ACCOUNT_RESOURCES.has(resource.resourceType))
    .map((resource) => JSON.stringify(withoutIds(resource)))
    .sort();
}

/** The profiles a person holds readings in, by the configs' datasets. */
async function profilesWithReadings(userId: number): Promise<string[]> {
  const index = fhirDatasetIndex(t.app.deps.profileConfigs);
  const rows = await t.database.db
    .selectFrom('readings')
    .select('dataset_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  const profiles = rows.flatMap((row) => index.byId.get(row.dataset_id)?.profileId ?? []);
  return [...new Set(profiles)];
}

async function countOf(table: 'readings' | 'routine_sessions', userId: number): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return row.count;
}

describe('export → import → export', () => {
  it('gives the same readings and sessions apart from ids, and a second import adds nothing', async () => {
    const athlete = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
    const first = await exportOf(`${AUTH_SCHEME} ${athlete.token}`, DEMO_ATHLETE_PIN);
    const content = clinicalContent(first);

    // What the comparison covers: readings of several profiles, medical records behind the
    // pin, and at least two routine sessions.
    const resources = (first.entry ?? []).flatMap((entry) =>
      entry.resource === undefined ? [] : [entry.resource],
    );
    expect(await profilesWithReadings(athlete.id)).toEqual(
      expect.arrayContaining(['fitness', 'vitals', 'medical', 'lab']),
    );
    expect(resources.some((resource) => MEDICAL_RESOURCES.has(resource.resourceType))).toBe(true);
    const sessionCount = resources
      .filter((resource): resource is Observation => resource.resourceType === 'Observation')
      .filter((observation) =>
        observation.code.coding?.some((coding) => coding.code === 'routine-session'),
      ).length;
    expect(sessionCount).toBeGreaterThanOrEqual(2);

    // The importing person: the athlete's sex, as the typical ranges an export writes follow it.
    const { account, user } = await registerAndLogIn(t.app, {
      first_name: 'Robin',
      gender: 'Male',
    });
    const authorization = `${AUTH_SCHEME} ${user.token}`;
    const pin = await mailedSecurePin(t, { authorization, email: account.email });

    const imported = await importInto(authorization, pin, first);
    expect(imported.already_held).toBe(0);
    expect(imported.sessions).toMatchObject({ imported: sessionCount, already_held: 0 });
    expect(imported.sessions.routines_created).toBeGreaterThan(0);

    const second = await exportOf(authorization, pin);
    expect(clinicalContent(second)).toEqual(content);

    const readings = await countOf('readings', user.id);
    const sessions = await countOf('routine_sessions', user.id);
    const again = await importInto(authorization, pin, first);
    expect(again).toMatchObject({
      imported: 0,
      already_held: imported.imported,
      sessions: { imported: 0, already_held: sessionCount, routines_created: 0 },
    });
    expect(await countOf('readings', user.id)).toBe(readings);
    expect(await countOf('routine_sessions', user.id)).toBe(sessions);
  }, 120_000);
});
