import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { seedDemoRoutines } from '../../src/server/services/demo/demoRoutines';
import { seedDemoYear } from '../../src/server/services/demo/demoYear';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { callingPaths, type PatientsReply } from '../../src/shared/api/callingContract';
import type { AccessLogReply } from '../../src/shared/api/careTeamContract';
import type { ServerMessage } from '../../src/shared/calling/signalProtocol';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { accountMessages } from '../../src/shared/messages/accountMessages';
import { logIn, post, registerAndLogIn, registration } from '../support/accountRequests';
import type { Caller } from '../support/careNetwork';
import { bookMeeting } from '../support/careNetwork';
import { authorizationOf, shareWithDoctor } from '../support/careTeam';
import { startFhirFixtureServer, type FhirFixtureServer } from '../support/fhir/fhirFixtureServer';
import { FIXTURE_ID_NUMBER } from '../support/fhir/partnerLabFixtures';
import { mailedSecurePin, thisYear } from '../support/securePins';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Erasing an account removes every row that carries the person, in whichever table: the
// database's own catalogue names the tables, so one added later without erasure fails here.

/** Ids no other value in the database takes: a hit anywhere is the erased person. */
const PATIENT_ID = 987654320;
const DOCTOR_ID = 987654340;
const PASSWORD = 'correct horse';
const VITALS_READ = '/profiles/special/resting-hr-date-range/';
const MEDICAL_READ = '/v2/profiles/allergy/get/';

interface Person extends Caller {
  id: number;
  token: string;
}

let t: TestApp;
let fhir: FhirFixtureServer;
/** The person who erases their account: a patient with data in every area. */
let patient: Person;
/** A health professional who erases their account after reading a patient's data. */
let erasedDoctor: Person;
/** The patient's doctor, who stays. */
let doctor: Person;
/** A second person with data of their own, who stays. */
let bystander: Person;

function eraseAccount(who: Person, password = PASSWORD) {
  return asUser(t.app, who).post(yourDataEndpoints.deleteAccount, { password });
}

/** The next account registered gets this id. */
async function nextUserIdWillBe(id: number): Promise<void> {
  await sql`select setval(pg_get_serial_sequence('users', 'id'), ${id - 1})`.execute(t.database.db);
}

async function register(firstName: string, isDoctor = false): Promise<Person> {
  const { account, user } = await registerAndLogIn(t.app, { first_name: firstName });
  if (isDoctor) {
    await t.database.db
      .updateTable('users')
      .set({ is_doctor: true })
      .where('id', '=', user.id)
      .execute();
  }
  return {
    id: user.id,
    email: account.email,
    token: user.token,
    authorization: authorizationOf(user.token),
  };
}

/** Signalling messages parked for this meeting. */
async function parkedSignals(meeting: string): Promise<number> {
  const { rows } = await sql<{ rows: number }>`
    select count(*)::integer as rows from signal_payloads
     where position(${meeting} in payload) > 0
  `.execute(t.database.db);
  return rows[0]?.rows ?? 0;
}

interface CallSocket {
  peerId: string;
  send(message: object): void;
  received: ServerMessage[];
  /** The closing code, once the server closes the socket. */
  closed: Promise<number>;
}

/** A socket in the meeting's call, once the server has welcomed it. */
async function joinCall(app: MotusApp, who: Person, meetingId: string): Promise<CallSocket> {
  const socket = await app.injectWS(callingPaths.signal);
  const received: ServerMessage[] = [];
  const closed = new Promise<number>((resolve) => socket.once('close', resolve));
  const welcomed = new Promise<string>((resolve) => {
    socket.on('message', (data: Buffer) => {
      const message = JSON.parse(String(data)) as ServerMessage;
      received.push(message);
      if (message.type === 'welcome') resolve(message.self.id);
    });
  });
  socket.send(
    JSON.stringify({
      type: 'join',
      meeting_id: meetingId,
      token: who.token,
      media: { mic: true, cam: false, screen: null },
    }),
  );
  const peerId = await welcomed;
  return { peerId, send: (message) => socket.send(JSON.stringify(message)), received, closed };
}

let secondInstance: MotusApp;
let patientInCall: CallSocket;
let meetingId: string;
let doctorInCall: CallSocket;

/** Gives a person a year of readings in every profile (medical included) and routines run. */
async function seedData(who: Person): Promise<void> {
  const { profileConfigs, workoutCatalogue } = t.app.deps;
  await seedDemoYear(t.database.db, who.id, profileConfigs, 'Female');
  await seedDemoRoutines(t.database.db, who.id, workoutCatalogue);
}

interface ColumnHit {
  table: string;
  column: string;
  rows: number;
}

/**
 * Every column of every table of the public schema (Kysely's own migration tables aside)
 * that holds one of the ids, as an integer or as a number in text or JSON, or one of the
 * email addresses.
 */
async function columnsHolding(ids: number[], emails: string[]): Promise<ColumnHit[]> {
  const { rows: columns } = await sql<{
    table_name: string;
    column_name: string;
    data_type: string;
  }>`
    select table_name, column_name, data_type
      from information_schema.columns
     where table_schema = 'public' and table_name not like 'kysely_migration%'
     order by table_name, ordinal_position
  `.execute(t.database.db);
  const hits: ColumnHit[] = [];
  for (const { table_name: table, column_name: column, data_type: type } of columns) {
    const target = sql.raw(`"${table}"."${column}"`);
    let condition;
    if (['smallint', 'integer', 'bigint', 'numeric'].includes(type)) {
      // As numeric: an id compared with a smallint column (a pain score) is no error, just unequal.
      condition = sql`${target}::numeric in (${sql.join(ids)})`;
    } else if (
      ['text', 'character varying', 'character', 'json', 'jsonb', 'ARRAY'].includes(type)
    ) {
      const tokens = ids.map((id) => sql`${target}::text ~ ${`(^|[^0-9])${id}([^0-9]|$)`}`);
      const addresses = emails.map(
        (email) => sql`position(${email.toLowerCase()} in lower(${target}::text)) > 0`,
      );
      condition = sql`(${sql.join([...tokens, ...addresses], sql` or `)})`;
    } else {
      // Dates, times, booleans and the like cannot hold an id or an address.
      continue;
    }
    const { rows } = await sql<{ rows: number }>`
      select count(*)::integer as rows from ${sql.table(table)} where ${condition}
    `.execute(t.database.db);
    const count = rows[0]?.rows ?? 0;
    if (count > 0) hits.push({ table, column, rows: count });
  }
  return hits;
}

type PersonTable = 'readings' | 'routines' | 'routine_sessions' | 'secure_pins' | 'access_log';

/** The rows of a table that belong to one person (access_log: the rows about them). */
async function rowsOf(table: PersonTable, id: number): Promise<number> {
  const column = table === 'access_log' ? 'subject_user_id' : 'user_id';
  const { rows } = await sql<{ rows: number }>`
    select count(*)::integer as rows from ${sql.table(table)} where ${sql.ref(column)} = ${id}
  `.execute(t.database.db);
  return rows[0]?.rows ?? 0;
}

const PERSON_TABLES: PersonTable[] = [
  'readings',
  'routines',
  'routine_sessions',
  'secure_pins',
  'access_log',
];

async function holdingsOf(id: number): Promise<Record<PersonTable, number>> {
  const counts = await Promise.all(PERSON_TABLES.map((table) => rowsOf(table, id)));
  return Object.fromEntries(PERSON_TABLES.map((table, index) => [table, counts[index]])) as Record<
    PersonTable,
    number
  >;
}

let bystanderBefore: Record<PersonTable, number>;

beforeAll(async () => {
  fhir = await startFhirFixtureServer();
  t = await createTestApp({ partnerFhirUrls: { ampath: fhir.baseUrl } });
  secondInstance = await buildApp({ ...t.app.deps, logger: false });
  await secondInstance.ready();

  doctor = await register('Dora', true);
  bystander = await register('Bob');
  await seedData(bystander);

  await nextUserIdWillBe(PATIENT_ID);
  patient = await register('Petra');
  await nextUserIdWillBe(DOCTOR_ID);
  erasedDoctor = await register('Xavier', true);
  expect([patient.id, erasedDoctor.id]).toEqual([PATIENT_ID, DOCTOR_ID]);

  await seedData(patient);
  // A pin (and its mail), and a pin-gated read of their own: an access-log row about them.
  const pin = await mailedSecurePin(t, patient);
  expect(
    (
      await asUser(t.app, patient).get(
        `${MEDICAL_READ}?${new URLSearchParams({ ...thisYear, secure_pin: pin }).toString()}`,
      )
    ).statusCode,
  ).toBe(200);
  // A doctor with a grant, who reads their data and books a meeting with them.
  await shareWithDoctor(t.app, patient, doctor);
  const read = await asUser(t.app, doctor).post(
    `${VITALS_READ}?${PATIENT_ID_PARAMETER}=${patient.id}`,
    thisYear,
  );
  expect(read.statusCode).toBe(200);
  const meeting = await bookMeeting(t.app, doctor, patient);
  // The patient's socket is held by another server instance sharing the database.
  patientInCall = await joinCall(secondInstance, patient, meeting.meeting_id);
  doctorInCall = await joinCall(t.app, doctor, meeting.meeting_id);
  // An offer too large for NOTIFY waits in signal_payloads for the other instances.
  const offer = { description: { type: 'offer', sdp: 'v=0 '.repeat(3000) } };
  patientInCall.send({ type: 'signal', to: doctorInCall.peerId, data: offer });
  await vi.waitFor(async () => {
    if ((await parkedSignals(meeting.meeting_id)) !== 1)
      throw new Error('The offer was not parked');
  });
  meetingId = meeting.meeting_id;
  // A passcode link for a clinician who is not on Motus.
  const link = await asUser(t.app, patient).post(yourDataEndpoints.shareLinks, {
    profiles: ['vitals'],
    ...thisYear,
    expires_on: DateTime.local().plus({ days: 7 }).toFormat('yyyy-MM-dd'),
    label: 'For my GP',
  });
  expect(link.statusCode).toBe(200);
  // An invite to an address with no account yet: a pending invite.
  const invited = await asUser(t.app, patient).post(callingPaths.inviteDoctor, {
    email: registration().email,
  });
  expect(invited.statusCode).toBe(200);
  // The partner laboratory: consent and an import.
  expect((await asUser(t.app, patient).post('/v2/user/ampath/consent/', {})).statusCode).toBe(200);
  expect(
    (await asUser(t.app, patient).post('/v2/profiles/ampath/', { id_number: FIXTURE_ID_NUMBER }))
      .statusCode,
  ).toBe(200);
  // A failed login (a throttle count by email) and a password reset (a token and its mail).
  expect(
    (await post(t.app, accountEndpoints.login, { email: patient.email, password: 'not it' }))
      .statusCode,
  ).toBe(401);
  expect(
    (await post(t.app, accountEndpoints.sendPasswordResetEmail, { email: patient.email }))
      .statusCode,
  ).toBe(200);
  // The chart they read is kept in the server's memory.
  expect((await asUser(t.app, patient).post(VITALS_READ, thisYear)).statusCode).toBe(200);

  // The erased doctor reads the bystander's data: a row in the bystander's log names them.
  await shareWithDoctor(t.app, bystander, erasedDoctor);
  const doctorRead = await asUser(t.app, erasedDoctor).post(
    `${VITALS_READ}?${PATIENT_ID_PARAMETER}=${bystander.id}`,
    thisYear,
  );
  expect(doctorRead.statusCode).toBe(200);
  await mailedSecurePin(t, bystander);
  bystanderBefore = await holdingsOf(bystander.id);
}, 120_000);

afterAll(async () => {
  await secondInstance.close();
  await t.close();
  await fhir.close();
});

describe('erasing one’s account', () => {
  it('needs a session', async () => {
    const reply = await asUser(t.app).post(yourDataEndpoints.deleteAccount, {
      password: PASSWORD,
    });
    expect(reply.statusCode).toBe(401);
  });

  it('refuses a body without a password, naming it', async () => {
    const reply = await asUser(t.app, patient).post(yourDataEndpoints.deleteAccount, {});
    expect(reply.statusCode).toBe(400);
    expect(reply.json<{ message: string }>().message).toMatch(/password/);
  });

  it('refuses a wrong password in words and removes nothing', async () => {
    const before = await columnsHolding([PATIENT_ID], [patient.email]);
    const reply = await eraseAccount(patient, 'not my password');
    expect(reply.statusCode).toBe(403);
    expect(reply.json<{ message: string }>().message).toBe(accountMessages.wrongDeletePassword);
    expect(await columnsHolding([PATIENT_ID], [patient.email])).toEqual(before);
    expect((await holdingsOf(patient.id)).readings).toBeGreaterThan(0);
    expect((await asUser(t.app, patient).post(VITALS_READ, thisYear)).statusCode).toBe(200);
  });

  it('counts wrong passwords with the failed logins of the email, so guessing here is limited too', async () => {
    const guesser = await register('Gus');
    for (let attempt = 0; attempt < 5; attempt += 1) {
      expect((await eraseAccount(guesser, 'guess')).statusCode).toBe(403);
    }
    expect((await eraseAccount(guesser, PASSWORD)).statusCode).toBe(429);
    // The count is the email's, whichever door the guesses came through.
    const login = await post(t.app, accountEndpoints.login, {
      email: guesser.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(429);
    expect((await asUser(t.app, guesser).post(VITALS_READ, thisYear)).statusCode).toBe(200);
  });

  it('with the right password removes the person from every table, and tells them so', async () => {
    const found = await columnsHolding(
      [PATIENT_ID, DOCTOR_ID],
      [patient.email, erasedDoctor.email],
    );
    // The data was there: readings, pins, grants, meetings, logs, throttles, the outbox.
    const tablesBefore = new Set(found.map((hit) => hit.table));
    for (const table of [
      'readings',
      'secure_pins',
      'care_grants',
      'contacts',
      'invites',
      'pending_invites',
      'meetings',
      'consents',
      'imported_results',
      'routines',
      'routine_sessions',
      'access_log',
      'throttle_counts',
      'password_reset_tokens',
      'share_links',
      'sessions',
      'users',
    ]) {
      expect(tablesBefore, table).toContain(table);
    }
    expect((await t.outbox()).some((mail) => mail.to === patient.email)).toBe(true);

    for (const who of [patient, erasedDoctor]) {
      const reply = await eraseAccount(who);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ status: 'success', message: accountMessages.accountDeleted });
    }

    expect(
      await columnsHolding([PATIENT_ID, DOCTOR_ID], [patient.email, erasedDoctor.email]),
    ).toEqual([]);
    expect(
      (await t.outbox()).filter((mail) => [patient.email, erasedDoctor.email].includes(mail.to)),
    ).toEqual([]);
  });

  it('ends their call on every server instance: the meeting is over for everyone in it', async () => {
    // Closing codes of the signalling socket: 4003, the meeting ended.
    expect(await patientInCall.closed).toBe(4003);
    expect(await doctorInCall.closed).toBe(4003);
    expect(doctorInCall.received).toContainEqual({
      type: 'ended',
      by: accountMessages.deletedAccountName,
    });
    expect(await parkedSignals(meetingId)).toBe(0);
  });

  it('ends their sessions and their password', async () => {
    expect((await asUser(t.app, patient).post(VITALS_READ, thisYear)).statusCode).toBe(401);
    const login = await post(t.app, accountEndpoints.login, {
      email: patient.email,
      password: PASSWORD,
    });
    expect(login.statusCode).toBe(401);
  });

  it('ends the doctor’s view of them at once', async () => {
    const patients = await asUser(t.app, doctor).get(callingPaths.listPatients);
    expect(patients.json<PatientsReply>().data.map((row) => row.patient.email)).not.toContain(
      patient.email,
    );
    const read = await asUser(t.app, doctor).post(
      `${VITALS_READ}?${PATIENT_ID_PARAMETER}=${patient.id}`,
      thisYear,
    );
    expect(read.statusCode).toBe(403);
  });

  it('leaves the second person’s data as it was, their log naming the erased doctor no more', async () => {
    expect(await holdingsOf(bystander.id)).toEqual(bystanderBefore);
    expect(bystanderBefore.readings).toBeGreaterThan(0);
    expect((await asUser(t.app, bystander).post(VITALS_READ, thisYear)).statusCode).toBe(200);
    expect((await t.outbox()).some((mail) => mail.to === bystander.email)).toBe(true);
    const log = await asUser(t.app, bystander).get(careTeamPaths.accessLog);
    const readers = log.json<AccessLogReply>().data.result.map((row) => row.reader);
    expect(readers).toContainEqual({
      id: null,
      first_name: accountMessages.deletedAccountName,
      last_name: '',
      kind: 'doctor',
    });
    // Their doctor is gone from their list with the grant.
    const doctors = await asUser(t.app, bystander).get(callingPaths.listDoctors);
    expect(doctors.json<{ data: unknown[] }>().data).toEqual([]);
  });

  it('answers two erasures sent at the same moment both, each saying the account is gone', async () => {
    const twice = await register('Twice');
    const replies = await Promise.all([eraseAccount(twice), eraseAccount(twice)]);
    for (const reply of replies) {
      expect([200, 401], reply.body).toContain(reply.statusCode);
    }
    expect(replies.map((reply) => reply.statusCode)).toContain(200);
    expect(await holdingsOf(twice.id)).toEqual({
      readings: 0,
      routines: 0,
      routine_sessions: 0,
      secure_pins: 0,
      access_log: 0,
    });
  });

  it('lets the email register again, as a new person with nothing', async () => {
    const again = await post(t.app, accountEndpoints.createUser, {
      ...registration(),
      email: patient.email,
      password: PASSWORD,
    });
    expect(again.statusCode).toBe(201);
    const user = await logIn(t.app, patient.email, PASSWORD);
    expect(user.id).not.toBe(PATIENT_ID);
    expect(await holdingsOf(user.id)).toEqual({
      readings: 0,
      routines: 0,
      routine_sessions: 0,
      secure_pins: 0,
      access_log: 0,
    });
    const doctors = await asUser(t.app, authorizationOf(user.token)).get(callingPaths.listDoctors);
    expect(doctors.json<{ data: unknown[] }>().data).toEqual([]);
  });
});
