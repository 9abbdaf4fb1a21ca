import { DateTime } from 'luxon';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeAccessMessages } from '../../src/server/plugins/routeAccess';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { grantAreaIds } from '../../src/server/services/careTeam/grantTerms';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { partnerPaths } from '../../src/shared/api/partnerImportContract';
import { workoutPaths, type RoutinesReply } from '../../src/shared/api/workoutContract';
import { errorReply } from '../../src/shared/api/replySchemas';
import { careTeamMessages } from '../../src/shared/messages/careTeamMessages';
import { clinicianMessages } from '../../src/shared/messages/clinicianMessages';
import { datasetToJsonSchema } from '../../src/shared/profile-config/datasetToJsonSchema';
import { grantAreaOf } from '../../src/shared/profile-config/grantArea';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { recordDateOf } from '../../src/shared/profile-config/recordDate';
import { writePathsOf } from '../../src/shared/profile-config/writePathOf';
import { logIn, registerAndLogIn } from '../support/accountRequests';
import type { Caller } from '../support/careNetwork';
import { authorizationOf, changeSharing, shareWithDoctor } from '../support/careTeam';
import { signUpDoctor } from '../support/doctors';
import { exampleBody } from '../support/exampleBody';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Generated from the registered routes (app.routeAccess), not from a list: every route that
// reads or writes a person's data is asked by every role, and must answer exactly as the
// grant says. A new data route gets a row here without anyone adding it; one whose request
// this file cannot make fails, asking for it.

interface Role {
  name: string;
  caller: Caller;
  /** The patient_id the role sends; undefined for the owner reading their own data. */
  patientId: number | undefined;
}

interface DataRequest {
  method: string;
  url: string;
  query?: Record<string, string>;
  payload?: unknown;
  /** The grant area the route's data lies in. */
  area: string;
  /** What the owner gets (their own refusal for an import without consent). */
  ownerStatus: number;
  /** The owner's own request carries their secure pin. */
  pin?: boolean;
  /** The patient is named in the path (:patient_id), not by ?patient_id=: the owner names themselves. */
  patientInPath?: boolean;
  /** A doctor's reply is their own (the summary of what their grant shows), not the owner's. */
  ownReply?: boolean;
}

const DEMO_PIN = '246810';
const today = DateTime.local();
const lastYear = {
  date_from: today.minus({ years: 1 }).toFormat('yyyy-MM-dd'),
  date_to: today.toFormat('yyyy-MM-dd'),
};

let t: TestApp;
let configs: ProfileConfig[];
let owner: Caller & { id: number };
let roles: { granted: Role[]; refused: Role[] };
/** Two doctors sharing the areas between them, and one whose grant ends today. */
let split: { even: Role; odd: Role; evenAreas: string[] };
let expiringRole: Role;
let expiringDoctorId: number;
let routineId: number;
let routineExerciseIds: number[];
let areas: string[];
/** The clinic's administrator (ADMIN_EMAILS), no doctor and no patient of anyone here. */
let administrator: Caller;
const ADMIN_EMAIL = 'administrator@clinic.example';

const refusedBody = errorReply;

/** The data route asked as the role: the patient named as the role names them. */
function askAs(request: DataRequest, role: Role): Promise<LightMyRequestResponse> {
  const query: Record<string, string> = { ...request.query };
  const inPath = request.patientInPath === true;
  if (role.patientId !== undefined && !inPath) query[PATIENT_ID_PARAMETER] = String(role.patientId);
  if (role.patientId === undefined && request.pin === true) query.secure_pin = DEMO_PIN;
  const url = inPath
    ? request.url.replace(':patient_id', String(role.patientId ?? owner.id))
    : request.url;
  return asUser(t.app, role.caller).send({
    method: request.method,
    url,
    query,
    ...(request.payload === undefined ? {} : { body: request.payload as object }),
  });
}

/** The request a data route is asked with, from the configs and the owner's own records. */
function requestFor(method: string, url: string): DataRequest | undefined {
  for (const config of configs) {
    const area = grantAreaOf(config);
    const pin = config.pin;
    const tab = config.tabs.find((candidate) => candidate.read === url);
    if (tab) {
      return (tab.read_method ?? 'POST') === 'GET'
        ? { method, url, query: lastYear, area, pin, ownerStatus: 200 }
        : { method, url, payload: lastYear, area, pin, ownerStatus: 200 };
    }
    if (config.year_summary === url) return { method, url, area, ownerStatus: 200 };
    for (const dataset of config.datasets) {
      if (config.view_of === undefined && writePathsOf(config, dataset).includes(url)) {
        const payload = exampleBody(datasetToJsonSchema(dataset, recordDateOf(config)), today);
        return { method, url, payload, area, pin, ownerStatus: 200 };
      }
    }
    if (config.partner && url === partnerPaths.import(config.partner.id)) {
      // No consent to the partner: the owner's own refusal, before any laboratory is asked.
      return { method, url, payload: { id_number: '8001015009087' }, area, ownerStatus: 403 };
    }
  }
  const workout = { area: 'workout', ownerStatus: 200 };
  const exercises = routineExerciseIds;
  switch (url) {
    case accountEndpoints.profiles:
      return { method, url, area: 'any', ownerStatus: 200 };
    case careTeamPaths.patientSummary:
      // Doctors only: the patient asking for their own is refused as anyone without a grant.
      return {
        method,
        url,
        area: 'any',
        ownerStatus: 403,
        patientInPath: true,
        ownReply: true,
      };
    case workoutPaths.routines:
    case careTeamPaths.routineSessions:
      return { method, url, ...workout };
    case workoutPaths.sessions:
      return { method, url, query: { routine_id: String(routineId) }, ...workout };
    case workoutPaths.createRoutine:
      return {
        method,
        url,
        payload: { exercises: [1], routine: 0, name: 'Matrix' },
        ...workout,
        ownerStatus: 201,
      };
    case workoutPaths.copyTemplates:
      return { method, url, payload: { template_routines: [1] }, ...workout, ownerStatus: 201 };
    case workoutPaths.editRoutine:
      return {
        method,
        url,
        payload: {
          id: routineId,
          name: 'Calf rehab',
          youtube_url: '',
          safety_info: '',
          category: 'strengthen',
          description: '',
        },
        ...workout,
      };
    case workoutPaths.deleteRoutineExercise:
      return {
        method,
        url,
        payload: { exercise: exercises.at(-1), routine: routineId },
        ...workout,
      };
    case workoutPaths.createSession:
      return {
        method,
        url,
        payload: {
          routine_id: routineId,
          created_on: today.toFormat('yyyy-MM-dd HH:mm'),
          time_total: 600,
          time_exercising: 300,
          exercises_completed: 1,
          exercises_skipped: exercises.length - 1,
          session_routine_exercises: [
            { routine_exercise_id: exercises[0], actual_reps: 10, actual_time: 0.05 },
          ],
        },
        ...workout,
        ownerStatus: 201,
      };
    case workoutPaths.deleteRoutine:
      return { method, url, query: { id: String(routineId) }, ...workout };
    case workoutPaths.hideRoutine:
      return { method, url, payload: { id: routineId, hidden: false }, ...workout };
    case workoutPaths.stopRequest:
      // One's own routine has no clinician to ask: refused in words.
      return { method, url, payload: { id: routineId }, ...workout, ownerStatus: 400 };
  }
  return undefined;
}

async function storedOf(userId: number): Promise<number[]> {
  const counts = await Promise.all(
    (['readings', 'routines', 'routine_sessions'] as const).map((table) =>
      t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('rows'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.map((row) => row.rows);
}

beforeAll(async () => {
  t = await createTestApp({ adminEmails: [ADMIN_EMAIL] });
  configs = t.app.deps.profileConfigs;
  areas = grantAreaIds(configs);
  await seedDemoAccounts(t.database.db, configs, t.app.deps.workoutCatalogue);
  const athlete = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
  const demoDoctor = await logIn(t.app, 'doctor@motus.demo', 'motus-doctor');
  owner = { authorization: authorizationOf(athlete.token), email: athlete.email, id: athlete.id };

  const routines = await asUser(t.app, owner).get(workoutPaths.routines);
  const routine = routines
    .json<RoutinesReply>()
    .data.find((candidate) => candidate.routineexercise_set.length > 1);
  if (!routine) throw new Error('The demo athlete has no routine of two exercises');
  routineId = routine.id;
  routineExerciseIds = routine.routineexercise_set.map((entry) => entry.id);

  const doctorOf = async (name: string) => {
    const doctor = await signUpDoctor(t, name);
    const id = (
      await t.database.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', doctor.email)
        .executeTakeFirstOrThrow()
    ).id;
    return { ...doctor, id };
  };
  // Two doctors share the areas between them: for every route one is granted, one is not.
  const evenAreas = areas.filter((_, index) => index % 2 === 0);
  const oddAreas = areas.filter((_, index) => index % 2 === 1);
  const even = await doctorOf('Evan');
  await shareWithDoctor(t.app, owner, even, { profiles: evenAreas });
  const odd = await doctorOf('Olga');
  await shareWithDoctor(t.app, owner, odd, { profiles: oddAreas });
  const revoked = await doctorOf('Rhea');
  await shareWithDoctor(t.app, owner, revoked);
  expect(
    (await changeSharing(t.app, owner, revoked.id, { profiles: [], expires_on: null })).statusCode,
  ).toBe(200);
  const expiring = await doctorOf('Elio');
  await shareWithDoctor(t.app, owner, expiring, { expires_on: today.toFormat('yyyy-MM-dd') });
  const stranger = await doctorOf('Stan');
  const other = await signUp(t.app, 'Olive');
  const admin = await registerAndLogIn(t.app, { email: ADMIN_EMAIL, first_name: 'Ada' });
  administrator = { authorization: authorizationOf(admin.user.token), email: ADMIN_EMAIL };

  const full: Role = {
    name: 'the demo doctor, sharing everything',
    caller: { authorization: authorizationOf(demoDoctor.token), email: demoDoctor.email },
    patientId: owner.id,
  };
  const by = (name: string, caller: Caller, patientId = owner.id): Role => ({
    name,
    caller,
    patientId,
  });
  roles = {
    granted: [full],
    refused: [
      by('another user (not a doctor)', other),
      by('a doctor with no link to the patient', stranger),
      by('a doctor whose grant was stopped', revoked),
      by('a doctor, for a patient id that does not exist', full.caller, 999_999),
      by('a non-doctor passing their own id', other, other.userId),
    ],
  };
  // Each route is also asked by the doctor whose half holds it, and by the other.
  split = { even: by('Evan', even), odd: by('Olga', odd), evenAreas };
  expiringRole = by('Elio (grant ended)', expiring);
  expiringDoctorId = expiring.id;
}, 120_000);
afterAll(() => t.close());

const deletesLast = [workoutPaths.deleteRoutineExercise, workoutPaths.deleteRoutine];
function lastOf(url: string): number {
  return deletesLast.indexOf(url as (typeof deletesLast)[number]) + 1;
}

function halves(area: string): { granted: Role; excluded: Role } {
  return split.evenAreas.includes(area)
    ? { granted: split.even, excluded: split.odd }
    : { granted: split.odd, excluded: split.even };
}

describe('every data route, asked by every role', () => {
  it('declares what each signed-in route does with data', () => {
    const kinds = new Set(t.app.routeAccess.map((entry) => entry.access));
    expect(kinds).toEqual(new Set(['read', 'write', 'own', 'admin']));
  });

  it('answers reads exactly as the grant says, with the owner’s own body when granted', async () => {
    const reads = t.app.routeAccess.filter((entry) => entry.access === 'read');
    expect(reads.length).toBeGreaterThan(100);
    const missing: string[] = [];
    for (const entry of reads) {
      const request = requestFor(entry.method, entry.url);
      if (!request) {
        missing.push(`${entry.method} ${entry.url}`);
        continue;
      }
      const label = `${entry.method} ${entry.url}`;
      const own = await askAs(request, { name: 'owner', caller: owner, patientId: undefined });
      expect(own.statusCode, label).toBe(request.ownerStatus);
      const ownBody: unknown = own.json();
      const { granted, excluded } = halves(request.area);
      const grantedRoles =
        request.area === 'any'
          ? [...roles.granted, granted, excluded]
          : [...roles.granted, granted];
      for (const role of grantedRoles) {
        const reply = await askAs(request, role);
        expect(reply.statusCode, `${label} as ${role.name}`).toBe(200);
        if (request.url === accountEndpoints.profiles || request.ownReply === true) continue;
        expect(reply.json(), `${label} as ${role.name}`).toEqual(ownBody);
      }
      const refusedRoles = request.area === 'any' ? roles.refused : [...roles.refused, excluded];
      for (const role of refusedRoles) {
        const reply = await askAs(request, role);
        expect(reply.statusCode, `${label} as ${role.name}`).toBe(403);
        expect(reply.json(), `${label} as ${role.name}`).toEqual(
          refusedBody(careTeamMessages.notShared),
        );
      }
    }
    expect(missing, 'data routes this test cannot ask: add their request').toEqual([]);
  }, 600_000);

  it('refuses a grant past its last day, on every read', async () => {
    const expiring = expiringRole;
    const reads = t.app.routeAccess.filter((entry) => entry.access === 'read');
    const sample = reads.filter((_, index) => index % 7 === 0);
    for (const entry of sample) {
      const request = requestFor(entry.method, entry.url);
      if (!request) continue;
      expect((await askAs(request, expiring)).statusCode, entry.url).toBe(200);
    }
    // The grant's last day passes. The clock is not faked: PGlite's now() follows it, and the
    // sessions would end too; moving the last day back is the same day seen from the grant.
    await t.database.db
      .updateTable('care_grants')
      .set({ expires_on: today.minus({ days: 1 }).toFormat('yyyy-MM-dd') })
      .where('doctor_id', '=', expiringDoctorId)
      .where('revoked_at', 'is', null)
      .execute();
    for (const entry of reads) {
      const request = requestFor(entry.method, entry.url);
      if (!request) continue;
      const reply = await askAs(request, expiring);
      expect(reply.statusCode, entry.url).toBe(403);
      expect(reply.json()).toEqual(refusedBody(careTeamMessages.notShared));
    }
  }, 600_000);

  it('refuses every write that names a patient, from anyone, and stores nothing; the owner still writes', async () => {
    const writes = t.app.routeAccess
      .filter((entry) => entry.access === 'write')
      // The owner's deletes run last: the other writes use the routine and its exercises.
      .sort((a, b) => lastOf(a.url) - lastOf(b.url));
    expect(writes.length).toBeGreaterThan(100);
    const missing: string[] = [];
    const everyone = [...roles.granted, ...roles.refused];
    for (const entry of writes) {
      const request = requestFor(entry.method, entry.url);
      if (!request) {
        missing.push(`${entry.method} ${entry.url}`);
        continue;
      }
      const label = `${entry.method} ${entry.url}`;
      const before = await storedOf(owner.id);
      const { granted, excluded } = halves(request.area);
      for (const role of [...everyone, granted, excluded]) {
        const reply = await askAs(request, role);
        expect(reply.statusCode, `${label} as ${role.name}`).toBe(403);
        expect(reply.json(), `${label} as ${role.name}`).toEqual(
          refusedBody(careTeamMessages.readOnly),
        );
      }
      expect(await storedOf(owner.id), label).toEqual(before);
      const own = await askAs(request, { name: 'owner', caller: owner, patientId: undefined });
      expect(own.statusCode, `${label} as the owner: ${own.body}`).toBe(request.ownerStatus);
    }
    expect(missing, 'data routes this test cannot ask: add their request').toEqual([]);
  }, 600_000);

  it('refuses patient_id on every route of one’s own account, saying why', async () => {
    const own = t.app.routeAccess.filter((entry) => entry.access === 'own');
    expect(own.length).toBeGreaterThan(10);
    for (const entry of own) {
      const reply = await asUser(t.app, owner).send({
        method: entry.method,
        url: entry.url.replace(':id', '1'),
        query: { [PATIENT_ID_PARAMETER]: String(owner.id) },
      });
      expect(reply.statusCode, `${entry.method} ${entry.url}`).toBe(400);
      expect(reply.json<{ message: string }>().message).toBe(routeAccessMessages.ownOnly);
    }
  });

  it('refuses every administrator’s route to every other role with one body; answers the administrator', async () => {
    const adminRoutes = t.app.routeAccess.filter((entry) => entry.access === 'admin');
    expect(adminRoutes.length).toBeGreaterThanOrEqual(3);
    const others = [
      { name: 'the owner (a patient)', caller: owner as Caller },
      ...roles.granted,
      ...roles.refused,
      split.even,
    ];
    // The missing id answers the administrator as it answers the others: ids tell nothing.
    const requestOf = (entry: { method: string; url: string }) => ({
      method: entry.method,
      url: entry.url.replace(':id', '999999'),
      ...(entry.method === 'POST' ? { body: { email: 'someone@clinic.example' } } : {}),
    });
    for (const entry of adminRoutes) {
      const label = `${entry.method} ${entry.url}`;
      for (const role of others) {
        const reply = await asUser(t.app, role.caller).send(requestOf(entry));
        expect(reply.statusCode, `${label} as ${role.name}`).toBe(403);
        expect(reply.json(), `${label} as ${role.name}`).toEqual(
          refusedBody(clinicianMessages.administratorsOnly),
        );
      }
      const asAdministrator = await asUser(t.app, administrator).send(requestOf(entry));
      const expected = entry.url.includes(':id') ? 403 : entry.method === 'POST' ? 201 : 200;
      expect(asAdministrator.statusCode, `${label} as the administrator`).toBe(expected);
    }
  });

  it('refuses a patient_id that is not a positive whole number, naming it', async () => {
    for (const bad of ['0', '-3', 'abc', '1.5', '99999999999999999999']) {
      const reply = await asUser(t.app, roles.granted[0]!.caller).get(workoutPaths.routines, {
        [PATIENT_ID_PARAMETER]: bad,
      });
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json<{ message: string }>().message).toContain(PATIENT_ID_PARAMETER);
    }
  });
});
