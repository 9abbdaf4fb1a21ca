import type { FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findUserById } from '../../src/server/db/repositories/usersRepository';
import { accessData } from '../../src/server/services/access/accessData';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { grantTermsRefusals } from '../../src/server/services/careTeam/grantTerms';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { callingPaths, type PatientsReply } from '../../src/shared/api/callingContract';
import type {
  AccessLogReply,
  RoutineSessionsListReply,
  SharingReply,
} from '../../src/shared/api/careTeamContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import { profileListEntriesOf } from '../../src/shared/api/profileListEntries';
import { careTeamMessages, firstReadSentence } from '../../src/shared/messages/careTeamMessages';
import { logIn } from '../support/accountRequests';
import type { Caller } from '../support/careNetwork';
import { authorizationOf, changeSharing, shareWithDoctor } from '../support/careTeam';
import { signUpDoctor } from '../support/doctors';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// The grant a patient gives a doctor, and the log of every read of their data.

const today = DateTime.local();
const thisYear = {
  date_from: today.startOf('year').toFormat('yyyy-MM-dd'),
  date_to: today.toFormat('yyyy-MM-dd'),
};
const VITALS_READ = '/profiles/special/resting-hr-date-range/';
const MEDICAL_READ = '/v2/profiles/allergy/get/';

let t: TestApp;
let patient: Caller & { id: number };
let demoDoctor: Caller & { id: number };

async function doctorNamed(name: string): Promise<Caller & { id: number }> {
  const doctor = await signUpDoctor(t, name);
  const { id } = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', doctor.email)
    .executeTakeFirstOrThrow();
  return { ...doctor, id };
}

function readAs(who: Caller, url: string, patientId?: number, method: 'GET' | 'POST' = 'POST') {
  const query: Record<string, string> =
    patientId === undefined ? {} : { [PATIENT_ID_PARAMETER]: String(patientId) };
  return asUser(t.app, who).send({
    method,
    url,
    query: method === 'GET' ? { ...query, ...thisYear } : query,
    ...(method === 'POST' ? { body: thisYear } : {}),
  });
}

async function logRows(subjectId: number) {
  return t.database.db
    .selectFrom('access_log')
    .select([
      'reader_user_id',
      'reader_kind',
      'action',
      'profile',
      'dataset_id',
      'date_from',
      'date_to',
    ])
    .where('subject_user_id', '=', subjectId)
    .orderBy('id')
    .execute();
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
  const athlete = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
  const doctor = await logIn(t.app, 'doctor@motus.demo', 'motus-doctor');
  patient = { authorization: authorizationOf(athlete.token), email: athlete.email, id: athlete.id };
  demoDoctor = { authorization: authorizationOf(doctor.token), email: doctor.email, id: doctor.id };
}, 60_000);
afterAll(() => t.close());

describe('the access log', () => {
  it('holds one row per doctor read, with reader, profile and range; none for refusals or own plain reads', async () => {
    const narrow = await doctorNamed('Nora');
    await shareWithDoctor(t.app, patient, narrow, { profiles: ['vitals'] });
    const before = (await logRows(patient.id)).length;

    for (let index = 0; index < 3; index += 1) {
      expect((await readAs(narrow, VITALS_READ, patient.id)).statusCode).toBe(200);
    }
    // Refused: an area not shared, a write.
    expect((await readAs(narrow, MEDICAL_READ, patient.id, 'GET')).statusCode).toBe(403);
    // The patient's own reads of data behind no pin are not logged.
    expect((await readAs(patient, VITALS_READ)).statusCode).toBe(200);

    const added = (await logRows(patient.id)).slice(before);
    expect(added).toEqual(
      Array.from({ length: 3 }, () => ({
        reader_user_id: narrow.id,
        reader_kind: 'doctor',
        action: 'read',
        profile: 'vitals',
        dataset_id: expect.any(Number) as unknown,
        date_from: thisYear.date_from,
        date_to: thisYear.date_to,
      })),
    );
  });

  it('logs the patient’s own pin-gated reads as their own, and shows the log to them only', async () => {
    const before = (await logRows(patient.id)).length;
    const own = await asUser(t.app, patient).get(MEDICAL_READ, {
      ...thisYear,
      secure_pin: '246810',
    });
    expect(own.statusCode).toBe(200);
    expect((await logRows(patient.id)).length).toBe(before + 1);

    const log = await asUser(t.app, patient).get(careTeamPaths.accessLog);
    expect(log.statusCode).toBe(200);
    const { result, page, pages } = log.json<AccessLogReply>().data;
    expect(page).toBe(1);
    expect(pages).toBeGreaterThanOrEqual(1);
    expect(result[0]).toMatchObject({
      action: 'read',
      reader: { id: patient.id, kind: 'self', first_name: 'Alex' },
      profile: 'medical',
      dataset_name: expect.any(String) as unknown,
    });
    expect(result[1]?.reader).toMatchObject({ kind: 'doctor', first_name: 'Nora' });
    const times = result.map((row) => row.at);
    expect([...times].sort().reverse()).toEqual(times);

    // A doctor's own log holds nothing of the patient's; the log takes no patient_id.
    const doctorsLog = await asUser(t.app, demoDoctor).get(careTeamPaths.accessLog);
    expect(doctorsLog.json<AccessLogReply>().data.result).toEqual([]);
    const asked = await asUser(t.app, demoDoctor).get(careTeamPaths.accessLog, {
      [PATIENT_ID_PARAMETER]: String(patient.id),
    });
    expect(asked.statusCode).toBe(400);
  });

  it('shows the person’s seven pinned reads within an hour as one row, and a doctor’s seven as seven', async () => {
    const reading = await doctorNamed('Mira');
    await shareWithDoctor(t.app, patient, reading, { profiles: ['medical'] });
    // The earlier pinned read of this file is within the hour: start from a quiet hour.
    await t.database.db
      .deleteFrom('access_log')
      .where('subject_user_id', '=', patient.id)
      .where('reader_kind', '=', 'self')
      .execute();
    const before = (await logRows(patient.id)).length;

    for (let index = 0; index < 7; index += 1) {
      const own = await asUser(t.app, patient).get(MEDICAL_READ, {
        ...thisYear,
        secure_pin: '246810',
      });
      expect(own.statusCode).toBe(200);
      expect((await readAs(reading, MEDICAL_READ, patient.id, 'GET')).statusCode).toBe(200);
    }

    const added = (await logRows(patient.id)).slice(before);
    expect(added.filter((row) => row.reader_kind === 'self')).toHaveLength(1);
    expect(added.filter((row) => row.reader_user_id === reading.id)).toHaveLength(7);

    // An hour on, the person's next pinned read is a row again.
    await sql`update access_log set at = at - interval '61 minutes'
      where subject_user_id = ${patient.id} and reader_kind = 'self'`.execute(t.database.db);
    await asUser(t.app, patient).get(MEDICAL_READ, {
      ...thisYear,
      secure_pin: '246810',
    });
    const later = (await logRows(patient.id)).slice(before);
    expect(later.filter((row) => row.reader_kind === 'self')).toHaveLength(2);

    const othersOnly = await asUser(t.app, patient).get(careTeamPaths.accessLog, {
      readers: 'others',
    });
    const shown = othersOnly.json<AccessLogReply>().data.result;
    expect(shown.length).toBeGreaterThanOrEqual(7);
    expect(shown.some((row) => row.reader.kind === 'self')).toBe(false);
    const everyone = await asUser(t.app, patient).get(careTeamPaths.accessLog, {
      readers: 'everyone',
    });
    expect(everyone.json<AccessLogReply>().data.result[0]?.reader.kind).toBe('self');
  });

  it('filters by day and pages, and names a bad filter', async () => {
    const tomorrow = today.plus({ days: 1 }).toFormat('yyyy-MM-dd');
    const empty = await asUser(t.app, patient).get(careTeamPaths.accessLog, {
      date_from: tomorrow,
      date_to: tomorrow,
    });
    expect(empty.json<AccessLogReply>().data).toEqual({ result: [], page: 1, pages: 0 });
    for (const [query, field] of [
      [{ date_from: '2026-02-30' }, 'date_from'],
      [{ date_from: '2026-05-02', date_to: '2026-05-01' }, 'date_to'],
      [{ page: '0' }, 'page'],
      [{ readers: 'mine' }, 'readers'],
    ] as const) {
      const reply = await asUser(t.app, patient).get(careTeamPaths.accessLog, query);
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(field);
    }
  });

  it('never answers a read it did not log when a revoke races it', async () => {
    const racer = await doctorNamed('Rory');
    await shareWithDoctor(t.app, patient, racer, { profiles: ['vitals'] });
    const before = (await logRows(patient.id)).filter((row) => row.reader_user_id === racer.id);
    expect(before).toEqual([]);
    const reads = Array.from({ length: 24 }, () => readAs(racer, VITALS_READ, patient.id));
    const revoke = changeSharing(t.app, patient, racer.id, { profiles: [], expires_on: null });
    const replies = await Promise.all(reads);
    expect((await revoke).statusCode).toBe(200);
    const answered = replies.filter((reply) => reply.statusCode === 200).length;
    const logged = (await logRows(patient.id)).filter((row) => row.reader_user_id === racer.id);
    expect(logged.length).toBe(answered);
    expect(replies.every((reply) => [200, 403].includes(reply.statusCode))).toBe(true);
    expect((await readAs(racer, VITALS_READ, patient.id)).statusCode).toBe(403);
  });
  it('checks the grant and logs the read before reading anything of the patient', async () => {
    const reader = await doctorNamed('Reese');
    await shareWithDoctor(t.app, patient, reader, { profiles: ['vitals'] });
    const doctorRow = await findUserById(t.database.db, reader.id);
    // accessData reads only the signed-in user, the query and the logger of a request.
    const request = {
      user: doctorRow,
      sessionToken: 'reader',
      query: { [PATIENT_ID_PARAMETER]: String(patient.id) },
      log: t.app.log,
    } as unknown as FastifyRequest;
    const vitals = { area: 'vitals', profile: 'vitals', title: 'Vitals Profile', pin: false };
    const rowsSeenByRead: number[] = [];
    const read = async () => {
      const rows = await logRows(patient.id);
      rowsSeenByRead.push(rows.filter((row) => row.reader_user_id === reader.id).length);
      return 'read';
    };

    const allowed = await accessData(t.app, request, { action: 'read', on: vitals }, read);
    expect(allowed).toEqual({ refused: false, value: 'read' });
    expect(rowsSeenByRead).toEqual([1]);

    await changeSharing(t.app, patient, reader.id, { profiles: [], expires_on: null });
    const refused = await accessData(t.app, request, { action: 'read', on: vitals }, read);
    expect(refused).toMatchObject({ refused: true, status: 403 });
    expect(rowsSeenByRead).toEqual([1]);
  });
});

describe('the grant', () => {
  it('records the areas and end date the invite names, and the accept link narrows them', async () => {
    const until = today.plus({ months: 2 }).toFormat('yyyy-MM-dd');
    const doctor = await doctorNamed('Ines');
    await shareWithDoctor(t.app, patient, doctor, {
      profiles: ['vitals', 'lab'],
      expires_on: until,
    });
    const patients = await asUser(t.app, doctor).get(callingPaths.listPatients);
    expect(patients.json<PatientsReply>().data).toEqual([
      expect.objectContaining({
        status: 'active',
        profiles: ['lab', 'vitals'],
        expires_on: until,
        gender: 'Male',
      }),
    ]);
    // The profile list names what is shared, a view of a shared profile (blood results) too.
    const profiles = await asUser(t.app, doctor).get(accountEndpoints.profiles, {
      [PATIENT_ID_PARAMETER]: String(patient.id),
    });
    const pages = profileListEntriesOf(profiles.json<ProfileListReply>().details.profiles);
    const ids = pages.map((profile) => profile.id);
    expect(ids).toContain('vitals');
    expect(ids).toContain('lab');
    expect(pages.find((page) => page.view_of === 'lab')).toBeDefined();
    expect(ids).not.toContain('medical');
    expect(ids).not.toContain('activity');
  });

  it('refuses terms that cannot be, naming the field', async () => {
    const doctor = await doctorNamed('Tess');
    const yesterday = today.minus({ days: 1 }).toFormat('yyyy-MM-dd');
    for (const [terms, field] of [
      [{ profiles: ['vitals', 'horoscope'] }, 'profiles'],
      [{ profiles: [] }, 'profiles'],
      [{ expires_on: yesterday }, 'expires_on'],
      [{ expires_on: '2027-02-30' }, 'expires_on'],
    ] as const) {
      const reply = await asUser(t.app, patient).post(callingPaths.inviteDoctor, {
        email: doctor.email,
        ...terms,
      });
      expect(reply.statusCode, JSON.stringify(terms)).toBe(400);
      // The schema names the part of the request it read the field from.
      expect(reply.json<{ message: string }>().message).toMatch(new RegExp(`^(body\\.)?${field}`));
    }
    expect(
      await t.database.db
        .selectFrom('care_grants')
        .select('id')
        .where('doctor_id', '=', doctor.id)
        .execute(),
    ).toEqual([]);

    const notMine = await changeSharing(t.app, patient, doctor.id, {
      profiles: ['vitals'],
      expires_on: null,
    });
    expect(notMine.statusCode).toBe(400);
    expect(notMine.json<{ message: string }>().message).toMatch(/^doctor_id/);
    const past = await changeSharing(t.app, patient, demoDoctor.id, {
      profiles: ['vitals'],
      expires_on: yesterday,
    });
    expect(past.json<{ message: string }>().message).toBe(grantTermsRefusals.past(yesterday));
  });

  it('narrows on the doctor’s next request, shows the first read on the Sharing page and mails it once', async () => {
    const outboxBefore = (await t.outbox()).length;
    expect((await readAs(demoDoctor, VITALS_READ, patient.id)).statusCode).toBe(200);
    expect((await readAs(demoDoctor, VITALS_READ, patient.id)).statusCode).toBe(200);
    const mails = (await t.outbox()).slice(outboxBefore);
    expect(mails.map((mail) => mail.subject)).toEqual([
      firstReadSentence('Dr Dana Meyer', 'Vitals Profile'),
    ]);
    expect(mails[0]?.to).toBe(patient.email);

    const sharing = await asUser(t.app, patient).get(careTeamPaths.sharing);
    const row = sharing
      .json<SharingReply>()
      .data.find((entry) => entry.doctor.id === demoDoctor.id);
    expect(row?.first_read_at).toEqual(expect.any(String));
    expect(row?.profiles).toContain('medical');

    const narrowed = await changeSharing(t.app, patient, demoDoctor.id, {
      profiles: ['vitals', 'workout'],
      expires_on: null,
    });
    expect(narrowed.statusCode).toBe(200);
    expect(narrowed.json<{ message: string }>().message).toBe(careTeamMessages.sharingSaved);
    const medical = await readAs(demoDoctor, MEDICAL_READ, patient.id, 'GET');
    expect(medical.statusCode).toBe(403);
    expect((await readAs(demoDoctor, VITALS_READ, patient.id)).statusCode).toBe(200);

    const sessions = await asUser(t.app, demoDoctor).get(careTeamPaths.routineSessions, {
      [PATIENT_ID_PARAMETER]: String(patient.id),
    });
    expect(sessions.statusCode).toBe(200);
    const { result, page } = sessions.json<RoutineSessionsListReply>().data;
    expect(page).toBe(1);
    const dates = result.map((session) => session.created_on);
    expect([...dates].sort().reverse()).toEqual(dates);

    const stopped = await changeSharing(t.app, patient, demoDoctor.id, {
      profiles: [],
      expires_on: null,
    });
    expect(stopped.json<{ message: string }>().message).toBe(careTeamMessages.sharingStopped);
    expect((await readAs(demoDoctor, VITALS_READ, patient.id)).statusCode).toBe(403);
    const patients = await asUser(t.app, demoDoctor).get(callingPaths.listPatients);
    expect(patients.json<PatientsReply>().data[0]).toMatchObject({
      status: 'active',
      profiles: [],
      gender: null,
    });
  });
});
