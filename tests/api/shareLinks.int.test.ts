import type { AuditEvent, Bundle } from 'fhir/r4';
import { compactDecrypt } from 'jose';
import type { LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertReadings,
  type NewReading,
} from '../../src/server/db/repositories/readingsRepository';
import { routeAccessMessages } from '../../src/server/plugins/routeAccess';
import type { MedicalResource } from '../../src/server/services/fhir/medicalResourceMapping';
import { readerText } from '../../src/shared/accessLog/accessLogColumns';
import type { AccessLogReply } from '../../src/shared/api/careTeamContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import type {
  CreateShareLinkReply,
  ManifestReply,
  ShareLinkPayload,
  ShareLinkRow,
  ShareLinksReply,
  WrongPasscodeReply,
} from '../../src/shared/api/shareLinksContract';
import {
  FHIR_JSON_MEDIA_TYPE,
  MOTUS_CANONICAL_URL,
  MOTUS_DATASET_CODE_SYSTEM_PATH,
  yourDataEndpoints,
} from '../../src/shared/api/yourDataEndpoints';
import { shareLinkMessages } from '../../src/shared/messages/shareLinkMessages';
import { mailedSecurePin } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Passcode links (SMART Health Links): what the person makes, what a recipient with no account
// gets, and what the person sees of it afterwards. The link's file is opened here with jose
// alone, as any other viewer would, not with Motus's own code.

interface Person {
  authorization: string;
  email: string;
  userId: number;
}

const today = DateTime.local().startOf('day');
const day = (offset: number) => today.plus({ days: offset }).toFormat('yyyy-MM-dd');
const RANGE = { date_from: day(-20), date_to: day(-10) };
const RESTING_HR = 194;
const BODY_MASS = 15;
const PASSCODE = 'blue-heron-42';

let t: TestApp;
let owner: Person;
let stranger: Person;

function create(who: Person, body: Record<string, unknown>, query: Record<string, string> = {}) {
  return asUser(t.app, who).send({
    method: 'POST',
    url: yourDataEndpoints.shareLinks,
    query,
    body,
  });
}

function linkBody(extra: Record<string, unknown> = {}) {
  return { profiles: ['vitals'], ...RANGE, expires_on: day(30), ...extra };
}

async function made(who: Person, body: Record<string, unknown>) {
  const reply = await create(who, body);
  expect(reply.statusCode, reply.body).toBe(200);
  const { data } = reply.json<CreateShareLinkReply>();
  const encoded = /^shlink:\/([A-Za-z0-9_-]+)$/.exec(data.link)?.[1];
  if (encoded === undefined) throw new Error(`Not a shlink: ${data.link}`);
  const payload = JSON.parse(
    Buffer.from(encoded, 'base64url').toString('utf8'),
  ) as ShareLinkPayload;
  return { id: data.id, payload, expiresOn: data.expires_on };
}

function manifestPath(payload: ShareLinkPayload): string {
  const url = new URL(payload.url);
  return url.pathname;
}

function askManifest(payload: ShareLinkPayload, body: Record<string, unknown>) {
  return asUser(t.app).post(manifestPath(payload), body);
}

async function decrypted(jwe: string, key: string) {
  const { plaintext, protectedHeader } = await compactDecrypt(jwe, Buffer.from(key, 'base64url'));
  return {
    header: protectedHeader,
    bundle: JSON.parse(new TextDecoder().decode(plaintext)) as {
      resourceType: string;
      type: string;
      entry: { fullUrl: string; resource: Record<string, unknown> }[];
    },
  };
}

async function listOf(who: Person): Promise<ShareLinkRow[]> {
  const reply = await asUser(t.app, who).get(yourDataEndpoints.shareLinks);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<ShareLinksReply>().data;
}

async function rowOf(who: Person, id: number): Promise<ShareLinkRow> {
  const row = (await listOf(who)).find((candidate) => candidate.id === id);
  if (!row) throw new Error(`Link ${id} is not listed`);
  return row;
}

function revoke(who: Person, id: number) {
  return asUser(t.app, who).post(yourDataEndpoints.revokeShareLink.replace(':id', String(id)));
}

function expectNotFound(reply: LightMyRequestResponse) {
  expect(reply.statusCode, reply.body).toBe(404);
  expect(reply.json<ErrorReply>().message).toBe(shareLinkMessages.notFound);
  expect(reply.body).not.toMatch(/embedded|location/);
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await signUp(t.app, 'Sharon');
  stranger = await signUp(t.app, 'Stan');
  await insertReadings(t.database.db, [
    {
      userId: owner.userId,
      datasetId: RESTING_HR,
      createdOn: `${day(-25)} 08:00`,
      values: { rested_hr: 90 },
    },
    {
      userId: owner.userId,
      datasetId: RESTING_HR,
      createdOn: `${day(-20)} 00:00`,
      values: { rested_hr: 61 },
    },
    {
      userId: owner.userId,
      datasetId: RESTING_HR,
      createdOn: `${day(-15)} 07:30`,
      values: { rested_hr: 62 },
    },
    {
      userId: owner.userId,
      datasetId: RESTING_HR,
      createdOn: `${day(-10)} 23:59`,
      values: { rested_hr: 63 },
    },
    {
      userId: owner.userId,
      datasetId: RESTING_HR,
      createdOn: `${day(-5)} 08:00`,
      values: { rested_hr: 91 },
    },
    {
      userId: owner.userId,
      datasetId: BODY_MASS,
      createdOn: `${day(-15)} 08:00`,
      values: { body_mass: 70, body_height: 1.8 },
    },
    {
      userId: stranger.userId,
      datasetId: RESTING_HR,
      createdOn: `${day(-15)} 08:00`,
      values: { rested_hr: 99 },
    },
  ]);
});
afterAll(async () => {
  await t.close();
});

describe('making a link', () => {
  it('answers a shlink whose payload names the manifest, the key and the end, and no passcode flag', async () => {
    const { payload, expiresOn } = await made(owner, linkBody({ label: 'For my GP' }));
    expect(expiresOn).toBe(day(30));
    expect(payload.url).toMatch(/^http:\/\/motus\.test\/shl\/[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(payload.key, 'base64url')).toHaveLength(32);
    expect(payload.exp).toBe(Math.floor(today.plus({ days: 30 }).endOf('day').toSeconds()));
    expect(payload).not.toHaveProperty('flag');
    expect(payload.label).toBe('For my GP');
    expect(payload.v).toBe(1);
  });

  it('encrypts exactly the chosen areas and days, which only the key in the link opens', async () => {
    const { payload } = await made(owner, linkBody());
    const reply = await askManifest(payload, { recipient: 'Dr Smith' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [file] = reply.json<ManifestReply>().files;
    expect(file?.contentType).toBe(FHIR_JSON_MEDIA_TYPE);
    if (!file || !('embedded' in file)) throw new Error('The file is not embedded');
    const { header, bundle } = await decrypted(file.embedded, payload.key);
    expect(header).toEqual({ alg: 'dir', enc: 'A256GCM', cty: FHIR_JSON_MEDIA_TYPE });
    expect(bundle.resourceType).toBe('Bundle');
    expect(bundle.type).toBe('collection');
    const types = bundle.entry.map((entry) => entry.resource.resourceType);
    expect(types[0]).toBe('Patient');
    expect(types).not.toContain('Consent');
    expect(types).not.toContain('AuditEvent');
    const observations = bundle.entry.filter(
      (entry) => entry.resource.resourceType === 'Observation',
    );
    const motus = `${MOTUS_CANONICAL_URL}${MOTUS_DATASET_CODE_SYSTEM_PATH}`;
    const seen = observations.map((entry) => {
      const code = entry.resource.code as { coding: { system: string; code: string }[] };
      const quantity = entry.resource.valueQuantity as { value: number } | undefined;
      return {
        code: code.coding.find((coding) => coding.system === motus)?.code,
        day: String(entry.resource.effectiveDateTime).slice(0, 10),
        value: quantity?.value,
      };
    });
    // The three readings of the range and area: not the one before, after, of another area or person.
    expect(seen).toEqual([
      { code: `${RESTING_HR}.rested_hr`, day: day(-20), value: 61 },
      { code: `${RESTING_HR}.rested_hr`, day: day(-15), value: 62 },
      { code: `${RESTING_HR}.rested_hr`, day: day(-10), value: 63 },
    ]);
  });

  it('keeps no key: nothing stored gives it, and another key does not open the stored file', async () => {
    const { id, payload } = await made(owner, linkBody({ passcode: PASSCODE }));
    const stored = await t.database.db
      .selectFrom('share_links')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const key = Buffer.from(payload.key, 'base64url');
    const everything = JSON.stringify(stored);
    for (const form of [payload.key, key.toString('hex'), key.toString('base64')]) {
      expect(everything).not.toContain(form);
    }
    expect(Object.keys(stored).sort()).toEqual(
      [
        'areas',
        'created_at',
        'date_from',
        'date_to',
        'expires_on',
        'failed_passcodes',
        'id',
        'jwe',
        'label',
        'manifest_id',
        'passcode_hash',
        'revoked_at',
        'user_id',
      ].sort(),
    );
    expect(stored.passcode_hash).not.toContain(PASSCODE);
    await expect(compactDecrypt(stored.jwe, new Uint8Array(32).fill(7))).rejects.toThrow();
    await expect(decrypted(stored.jwe, payload.key)).resolves.toBeDefined();
  });

  it('refuses what cannot be a link, naming the field, and stores nothing', async () => {
    const before = (await listOf(owner)).length;
    const refusals: [Record<string, unknown>, RegExp][] = [
      [linkBody({ expires_on: day(91) }), /^body\.expires_on: a link lasts at most 90 days/],
      [linkBody({ expires_on: day(0) }), /^body\.expires_on: must be after today/],
      [linkBody({ profiles: ['vitals', 'astrology'] }), /^profiles: 'astrology' is not an area/],
      [linkBody({ profiles: [] }), /^body\.profiles /],
      [linkBody({ date_to: day(1) }), /^body\.date_to: cannot be after today/],
      [linkBody({ date_from: day(-5), date_to: day(-6) }), /^body\.date_to: cannot be before/],
      [linkBody({ passcode: '12345' }), /^body\.passcode /],
      [linkBody({ label: 'x'.repeat(81) }), /^body\.label /],
      [linkBody({ key: 'mine' }), /key/],
    ];
    for (const [body, message] of refusals) {
      const reply = await create(owner, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<ErrorReply>().message).toMatch(message);
    }
    expect(await made(owner, linkBody({ expires_on: day(90) }))).toBeDefined();
    expect((await listOf(owner)).length).toBe(before + 1);
  });

  it('is one’s own: a patient_id is refused as on every own route', async () => {
    const reply = await create(owner, linkBody(), { patient_id: String(stranger.userId) });
    expect(reply.statusCode).toBe(400);
    expect(reply.json<ErrorReply>().message).toBe(routeAccessMessages.ownOnly);
  });

  it('asks for the secure pin when a pin-gated area is in the link and the person has one', async () => {
    const medicalBody = linkBody({ profiles: ['vitals', 'medical'] });
    const noPinYet = await signUp(t.app, 'Nina');
    expect((await create(noPinYet, medicalBody)).statusCode).toBe(200);

    const pinned = await signUp(t.app, 'Pia');
    const pin = await mailedSecurePin(t, pinned);
    const without = await create(pinned, medicalBody);
    expect(without.statusCode).toBe(400);
    expect(without.json<ErrorReply>().message).toBe('querystring: secure_pin is required');
    const wrong = await create(pinned, medicalBody, {
      secure_pin: pin === '000000' ? '111111' : '000000',
    });
    expect(wrong.statusCode).toBe(403);
    expect((await create(pinned, medicalBody, { secure_pin: pin })).statusCode).toBe(200);
    // A link without a pin-gated area needs no pin.
    expect((await create(pinned, linkBody())).statusCode).toBe(200);
    expect(await listOf(pinned)).toHaveLength(2);
  });
});

describe('opening a link', () => {
  it('needs the recipient’s name', async () => {
    const { payload } = await made(owner, linkBody());
    for (const body of [{}, { recipient: '' }, { recipient: 'Dr\nSmith' }]) {
      const reply = await askManifest(payload, body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(reply.json<ErrorReply>().message).toMatch(/^body/);
    }
  });

  it('counts wrong passcodes down, opens with the right one, and logs each with its recipient', async () => {
    const { id, payload } = await made(owner, linkBody({ passcode: PASSCODE, label: 'For my GP' }));
    expect(payload.flag).toBe('P');
    const first = await askManifest(payload, { recipient: 'Dr Smith', passcode: 'not it at all' });
    expect(first.statusCode).toBe(401);
    expect(first.json<WrongPasscodeReply>().remainingAttempts).toBe(9);
    const missing = await askManifest(payload, { recipient: 'Dr Smith' });
    expect(missing.statusCode).toBe(401);
    expect(missing.json<WrongPasscodeReply>().remainingAttempts).toBe(8);
    const right = await askManifest(payload, { recipient: 'Dr Smith', passcode: PASSCODE });
    expect(right.statusCode, right.body).toBe(200);

    const row = await rowOf(owner, id);
    expect(row).toMatchObject({
      label: 'For my GP',
      profiles: ['vitals'],
      has_passcode: true,
      failed_passcodes: 2,
      state: 'active',
      revoked_at: null,
    });
    expect(row.accesses.map(({ recipient, outcome }) => ({ recipient, outcome }))).toEqual([
      { recipient: 'Dr Smith', outcome: 'opened' },
      { recipient: 'Dr Smith', outcome: 'wrong_passcode' },
      { recipient: 'Dr Smith', outcome: 'wrong_passcode' },
    ]);

    const log = await asUser(t.app, owner).get(careTeamPaths.accessLog);
    const [newest] = log.json<AccessLogReply>().data.result;
    expect(newest?.reader).toEqual({
      id: null,
      first_name: 'Dr Smith',
      last_name: '',
      kind: 'link',
    });
    expect(newest?.link).toEqual({ label: 'For my GP', outcome: 'opened' });
    expect(newest && readerText(newest)).toBe('Dr Smith (passcode link "For my GP")');
    // Nobody else's log has it.
    const strangers = await asUser(t.app, stranger).get(careTeamPaths.accessLog);
    expect(strangers.json<AccessLogReply>().data.result).toEqual([]);
  });

  it('counts exactly ten of twelve parallel wrong passcodes, then refuses even the right one', async () => {
    const { id, payload } = await made(owner, linkBody({ passcode: PASSCODE }));
    const replies = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        askManifest(payload, { recipient: `Guess ${index}`, passcode: `wrong-${index}-guess` }),
      ),
    );
    const statuses = replies.map((reply) => reply.statusCode).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(401), 404, 404]);
    const remaining = replies
      .filter((reply) => reply.statusCode === 401)
      .map((reply) => reply.json<WrongPasscodeReply>().remainingAttempts)
      .sort((a, b) => a - b);
    expect(remaining).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expectNotFound(await askManifest(payload, { recipient: 'Dr Smith', passcode: PASSCODE }));
    const row = await rowOf(owner, id);
    expect(row.failed_passcodes).toBe(10);
    expect(row.state).toBe('locked');
    // Ten wrong passcodes counted; the two guesses too many and the right passcode after them refused.
    const outcomes = row.accesses.map((access) => access.outcome);
    expect(outcomes.filter((outcome) => outcome === 'wrong_passcode')).toHaveLength(10);
    expect(outcomes.filter((outcome) => outcome === 'refused')).toHaveLength(3);
  });

  it('answers a revoked link 404 at once, and only its owner can revoke it', async () => {
    const { id, payload } = await made(owner, linkBody());
    const strangers = await revoke(stranger, id);
    expect(strangers.statusCode).toBe(404);
    expect(strangers.json<ErrorReply>().message).toBe(shareLinkMessages.noSuchLink(String(id)));
    expect((await listOf(stranger)).map((row) => row.id)).not.toContain(id);
    expect((await askManifest(payload, { recipient: 'Dr Who' })).statusCode).toBe(200);

    const revoked = await revoke(owner, id);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json<{ data: ShareLinkRow }>().data).toMatchObject({ id, state: 'revoked' });
    expectNotFound(await askManifest(payload, { recipient: 'Dr Who' }));
    // The person who made the link sees that it was still tried after it ended.
    expect((await rowOf(owner, id)).accesses.map((access) => access.outcome)).toEqual([
      'refused',
      'opened',
    ]);
    expect((await revoke(owner, 987_654_321)).statusCode).toBe(404);
  });

  it('answers an expired link 404', async () => {
    const { id, payload } = await made(owner, linkBody());
    await sql`update share_links set expires_on = ${day(-1)}::date where id = ${id}`.execute(
      t.database.db,
    );
    expectNotFound(await askManifest(payload, { recipient: 'Dr Late' }));
    expect((await rowOf(owner, id)).state).toBe('expired');
  });

  it('answers an address that names no link 404', async () => {
    expectNotFound(await asUser(t.app).post(`/shl/${'A'.repeat(43)}`, { recipient: 'Dr Nobody' }));
  });

  it('names a location instead when the viewer takes less inline, which answers the file for an hour', async () => {
    const { id, payload } = await made(owner, linkBody());
    const reply = await askManifest(payload, { recipient: 'Dr Small', embeddedLengthMax: 10 });
    expect(reply.statusCode, reply.body).toBe(200);
    const [file] = reply.json<ManifestReply>().files;
    if (!file || !('location' in file)) throw new Error('The file has no location');
    expect(file.contentType).toBe(FHIR_JSON_MEDIA_TYPE);
    const location = new URL(file.location);
    expect(location.origin).toBe('http://motus.test');
    const fetched = await asUser(t.app).get(`${location.pathname}${location.search}`);
    expect(fetched.statusCode, fetched.body).toBe(200);
    expect(fetched.headers['content-type']).toMatch(/^application\/jose/);
    expect(fetched.headers['access-control-allow-origin']).toBe('*');
    const { bundle } = await decrypted(fetched.body, payload.key);
    expect(bundle.resourceType).toBe('Bundle');

    // The ticket is this link's only, and dies with the link.
    const other = await made(owner, linkBody());
    const elsewhere = `${manifestPath(other.payload)}/file${location.search}`;
    expectNotFound(await asUser(t.app).get(elsewhere));
    await revoke(owner, id);
    expectNotFound(await asUser(t.app).get(`${location.pathname}${location.search}`));
  });

  it('answers any origin: a preflight, the manifest and its refusals', async () => {
    const { payload } = await made(owner, linkBody());
    const preflight = await asUser(t.app).send({
      method: 'OPTIONS',
      url: manifestPath(payload),
      headers: {
        origin: 'https://viewer.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(String(preflight.headers['access-control-allow-methods'])).toMatch(/POST/);
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/content-type/i);

    const opened = await askManifest(payload, { recipient: 'Dr Far' });
    expect(opened.headers['access-control-allow-origin']).toBe('*');
    const refused = await askManifest(payload, {});
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    // The person's own calls stay same-origin.
    const own = await asUser(t.app, owner).get(yourDataEndpoints.shareLinks);
    expect(own.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe("the link's accesses in the person's FHIR export", () => {
  it('are AuditEvents whose outcome says what came of each: 4 a wrong passcode, 0 an opening, 8 an ended link', async () => {
    const person = await signUp(t.app, 'Audrey');
    const { id, payload } = await made(person, linkBody({ passcode: PASSCODE }));
    expect(
      (await askManifest(payload, { recipient: 'Dr Wrong', passcode: 'nope-nope' })).statusCode,
    ).toBe(401);
    expect(
      (await askManifest(payload, { recipient: 'Dr Right', passcode: PASSCODE })).statusCode,
    ).toBe(200);
    expect((await revoke(person, id)).statusCode).toBe(200);
    expectNotFound(await askManifest(payload, { recipient: 'Dr Late', passcode: PASSCODE }));

    const exported = await asUser(t.app, person).get(yourDataEndpoints.exportFhir);
    expect(exported.statusCode, exported.body.slice(0, 300)).toBe(200);
    const audits = exported
      .json<Bundle>()
      .entry?.map((entry) => entry.resource)
      .filter((resource): resource is AuditEvent => resource?.resourceType === 'AuditEvent')
      .filter((audit) => audit.agent[0]?.who?.display?.startsWith('Dr '));
    expect(
      audits?.map((audit) => ({
        who: audit.agent[0]?.who?.display,
        outcome: audit.outcome,
        said: audit.outcomeDesc !== undefined,
      })),
    ).toEqual([
      { who: 'Dr Wrong', outcome: '4', said: true },
      { who: 'Dr Right', outcome: '0', said: false },
      { who: 'Dr Late', outcome: '8', said: true },
    ]);
  });
});

describe('a link with Medical for June and July', () => {
  const year = today.year - 1;
  const on = (monthDay: string) => `${year}-${monthDay} 00:00:00`;
  const ALLERGY = 201;
  const MEDICAL_EVENT = 202;
  const MEDICATION = 206;
  let medical: { resourceType: string; text: string | undefined }[];

  beforeAll(async () => {
    const person = await signUp(t.app, 'Penny');
    const records: Omit<NewReading, 'userId'>[] = [
      { datasetId: ALLERGY, createdOn: on('01-15'), values: { description: 'Penicillin' } },
      { datasetId: ALLERGY, createdOn: on('08-20'), values: { description: 'Latex' } },
      {
        datasetId: MEDICAL_EVENT,
        createdOn: on('02-10'),
        values: { description: 'Asthma', resolved: 0 },
      },
      {
        datasetId: MEDICAL_EVENT,
        createdOn: on('03-05'),
        values: { description: 'Sprained ankle', resolved: 1 },
      },
      {
        datasetId: MEDICAL_EVENT,
        createdOn: on('06-12'),
        values: { description: 'Tonsillitis', resolved: 1 },
      },
      { datasetId: MEDICATION, createdOn: on('04-01'), values: { description: 'Salbutamol' } },
      { datasetId: 203, createdOn: on('02-01'), values: { description: 'Appendectomy' } },
    ];
    await insertReadings(
      t.database.db,
      records.map((record) => ({ ...record, userId: person.userId })),
    );
    const { payload } = await made(person, {
      profiles: ['medical'],
      date_from: `${year}-06-01`,
      date_to: `${year}-07-31`,
      expires_on: day(30),
    });
    const reply = await askManifest(payload, { recipient: 'Dr Summers' });
    expect(reply.statusCode, reply.body).toBe(200);
    const [file] = reply.json<ManifestReply>().files;
    if (!file || !('embedded' in file)) throw new Error('The file is not embedded');
    const { bundle } = await decrypted(file.embedded, payload.key);
    medical = bundle.entry
      .filter((entry) => entry.resource.resourceType !== 'Patient')
      .map((entry) => entry.resource as unknown as MedicalResource)
      .map((resource) => ({
        resourceType: resource.resourceType,
        text:
          'medicationCodeableConcept' in resource
            ? resource.medicationCodeableConcept?.text
            : 'code' in resource
              ? resource.code?.text
              : undefined,
      }));
  });

  it('carries the allergy recorded in January, still a fact in June, once', () => {
    expect(medical.filter((record) => record.text === 'Penicillin')).toEqual([
      { resourceType: 'AllergyIntolerance', text: 'Penicillin' },
    ]);
  });

  it('carries the condition not resolved and the medication with no end, recorded before the window', () => {
    expect(medical).toContainEqual({ resourceType: 'Condition', text: 'Asthma' });
    expect(medical).toContainEqual({ resourceType: 'MedicationStatement', text: 'Salbutamol' });
  });

  it('leaves out a condition resolved before the window, and keeps one resolved in it (a record of those days)', () => {
    const conditions = medical.filter((record) => record.resourceType === 'Condition');
    expect(conditions.map((record) => record.text).sort()).toEqual(['Asthma', 'Tonsillitis']);
  });

  it('leaves out an allergy recorded after the window ends: on those days it was not yet known', () => {
    expect(medical.map((record) => record.text)).not.toContain('Latex');
  });

  it('leaves out a surgery before the window: a past event, not a standing fact', () => {
    expect(medical.map((record) => record.resourceType)).not.toContain('Procedure');
  });
});
