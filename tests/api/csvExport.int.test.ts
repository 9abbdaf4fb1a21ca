import { unzipSync } from 'fflate';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workoutPaths } from '../../src/shared/api/workoutContract';
import { yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { recordDateOf } from '../../src/shared/profile-config/recordDate';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileDataset, ProfileElement } from '../../src/shared/profile-config/datasetSchema';
import { storedNameOf } from '../../src/shared/profile-config/storedNameOf';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { logIn } from '../support/accountRequests';
import { asUser } from '../support/asUser';
import { parseCsv } from '../support/csvParse';
import { signUpDoctor } from '../support/doctors';
import { prescribedRoutine, prescribedRun } from '../support/prescribedRuns';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

const DEMO_PIN = '246810';

/** A file's text as written, its byte-order mark kept (TextDecoder drops it by default). */
function strFromU8(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
}

let t: TestApp;
let athlete: { authorization: string; userId: number };

function exportCsv(authorization: string | undefined, pin?: string) {
  const query = pin === undefined ? '' : `?secure_pin=${pin}`;
  return asUser(t.app, authorization).get(`${yourDataEndpoints.exportCsv}${query}`);
}

async function exportRows(userId: number) {
  return t.database.db
    .selectFrom('access_log')
    .selectAll()
    .where('subject_user_id', '=', userId)
    .where('action', '=', 'export')
    .execute();
}

/** Where each dataset lives, views left out (they show other profiles' datasets). */
function datasetsById(): Map<number, { profile: ProfileConfig; dataset: ProfileDataset }> {
  const byId = new Map<number, { profile: ProfileConfig; dataset: ProfileDataset }>();
  for (const profile of t.app.deps.profileConfigs) {
    if (profile.view_of !== undefined) continue;
    for (const dataset of profile.datasets) byId.set(dataset.id, { profile, dataset });
  }
  return byId;
}

/** A stored value as the file must show it, worked out here from the config alone. */
function expectedField(element: ProfileElement, value: string | number | undefined): string {
  if (value === undefined) return '';
  if (element.value_type === 'boolean') return value === 1 ? 'true' : 'false';
  return String(value);
}

/** The stored readings of one dataset, oldest first, as the file's rows must read. */
async function storedRows(userId: number, profile: ProfileConfig, dataset: ProfileDataset) {
  const { rows } = await sql<{ created_on: string; values: Record<string, string | number> }>`
    select to_char(created_on, 'YYYY-MM-DD HH24:MI') as created_on, values
      from readings where user_id = ${userId} and dataset_id = ${dataset.id}
     order by created_on, id`.execute(t.database.db);
  const withTime = recordDateOf(profile).time;
  return rows.map((row) => [
    withTime ? row.created_on : row.created_on.slice(0, 10),
    ...dataset.structure.elements.map((element) =>
      expectedField(element, row.values[storedNameOf(element)]),
    ),
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
  const user = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
  athlete = { authorization: `${AUTH_SCHEME} ${user.token}`, userId: user.id };
});
afterAll(() => t.close());

describe('the CSV export', () => {
  it('refuses a caller with no session', async () => {
    const reply = await exportCsv(undefined);
    expect(reply.statusCode).toBe(401);
  });

  it('asks a person with a secure pin for it, as a pinned read does', async () => {
    const none = await exportCsv(athlete.authorization);
    expect(none.statusCode).toBe(400);
    expect(none.json<{ message: string }>().message).toMatch(/secure_pin is required/);
    const wrong = await exportCsv(athlete.authorization, '000000');
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<{ message: string }>().message).toMatch(/not right.*4 more wrong tries/);
    expect(await exportRows(athlete.userId)).toEqual([]);
  });

  it("gives the demo athlete's every dataset as a CSV holding exactly the stored readings", async () => {
    const reply = await exportCsv(athlete.authorization, DEMO_PIN);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('application/zip');
    const today = DateTime.local().toFormat('yyyy-MM-dd');
    expect(reply.headers['content-disposition']).toBe(`attachment; filename="motus-${today}.zip"`);
    const files = unzipSync(new Uint8Array(reply.rawPayload));

    const stored = await t.database.db
      .selectFrom('readings')
      .select('dataset_id')
      .distinct()
      .where('user_id', '=', athlete.userId)
      .execute();
    const datasets = datasetsById();
    const expectedNames = stored.map(({ dataset_id: id }) => {
      const { profile, dataset } = datasets.get(id)!;
      const slug = dataset.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, '-')
        .replace(/^-|-$/g, '');
      return `${profile.id}/${id}-${slug}.csv`;
    });
    const csvNames = Object.keys(files).filter((name) => name.endsWith('.csv'));
    expect(csvNames.filter((name) => !/^(workout\/|access-log)/.test(name)).sort()).toEqual(
      [...expectedNames].sort(),
    );
    // The demo athlete has medical history and blood panels behind the pin: both are in.
    expect(csvNames.some((name) => name.startsWith('medical/'))).toBe(true);

    for (const { dataset_id: id } of stored) {
      const { profile, dataset } = datasets.get(id)!;
      const name = expectedNames[stored.findIndex((row) => row.dataset_id === id)]!;
      const text = strFromU8(files[name]!);
      expect(text.startsWith('\uFEFF'), name).toBe(true);
      const [header, ...rows] = parseCsv(text);
      expect(header, name).toEqual([
        'created_on',
        ...dataset.structure.elements.map((element) =>
          element.unit === '' ? element.ui_name : `${element.ui_name} (${element.unit})`,
        ),
      ]);
      expect(rows, name).toEqual(await storedRows(athlete.userId, profile, dataset));
      expect(rows.length, name).toBeGreaterThan(0);
    }
  });

  it('quotes text, writes yes/no as true/false, and medical records by the day', async () => {
    const reply = await exportCsv(athlete.authorization, DEMO_PIN);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const events = Object.keys(files).find((name) => name.startsWith('medical/202-'));
    expect(events).toBeDefined();
    const lines = strFromU8(files[events!]!).split('\r\n');
    // Date of the record, four quoted texts, the date of treatment, then Resolved.
    expect(lines[1]).toMatch(/^\d{4}-\d\d-\d\d,("([^"]|"")*",){4}\d{4}-\d\d-\d\d,(true|false)$/);
  });

  it('holds the routines, the sessions and their exercises', async () => {
    const reply = await exportCsv(athlete.authorization, DEMO_PIN);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const sessions = parseCsv(strFromU8(files['workout/sessions.csv']!));
    const storedSessions = await t.database.db
      .selectFrom('routine_sessions')
      .innerJoin('routines', 'routines.id', 'routine_sessions.routine_id')
      .select(['routine_sessions.id', 'routines.name', 'routine_sessions.time_total'])
      .where('routine_sessions.user_id', '=', athlete.userId)
      .orderBy('routine_sessions.id')
      .execute();
    expect(storedSessions.length).toBeGreaterThan(0);
    expect(sessions.slice(1).map((row) => [row[0], row[2], row[3]])).toEqual(
      storedSessions.map((row) => [String(row.id), row.name, String(row.time_total)]),
    );

    const routines = parseCsv(strFromU8(files['workout/routines.csv']!));
    expect(routines[0]).toEqual([
      'routine',
      'category',
      'position',
      'exercise',
      'reps',
      'time (s)',
    ]);
    const storedExercises = await t.database.db
      .selectFrom('routine_exercises')
      .innerJoin('routines', 'routines.id', 'routine_exercises.routine_id')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('routines.user_id', '=', athlete.userId)
      .executeTakeFirstOrThrow();
    expect(routines.length - 1).toBe(Number(storedExercises.count));
    const names = new Set(t.app.deps.workoutCatalogue.exercises.map((exercise) => exercise.name));
    expect(routines.slice(1).every((row) => names.has(row[3]!))).toBe(true);

    const done = parseCsv(strFromU8(files['workout/session-exercises.csv']!));
    const storedDone = await t.database.db
      .selectFrom('session_exercises')
      .innerJoin('routine_sessions', 'routine_sessions.id', 'session_exercises.session_id')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('routine_sessions.user_id', '=', athlete.userId)
      .executeTakeFirstOrThrow();
    expect(done.length - 1).toBe(Number(storedDone.count));
  });

  it("gives a run's pain before and after and whether each exercise hurt", async () => {
    const patient = await signUp(t.app, 'Pat');
    const doctor = await signUpDoctor(t, 'Dana');
    const today = DateTime.local().toFormat('yyyy-MM-dd');
    const routine = await prescribedRoutine(t.app, patient, doctor, 'Knee after surgery', today);
    const saved = await asUser(t.app, patient).post(
      workoutPaths.createSession,
      prescribedRun(routine, `${today} 00:05`, { pain_after: 8 }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const files = unzipSync(new Uint8Array((await exportCsv(patient.authorization)).rawPayload));

    const [sessionHeader, session] = parseCsv(strFromU8(files['workout/sessions.csv']!));
    expect(sessionHeader?.slice(-2)).toEqual(['pain before (0-10)', 'pain after (0-10)']);
    expect(session?.slice(-2)).toEqual(['3', '8']);
    const [exerciseHeader, ...done] = parseCsv(strFromU8(files['workout/session-exercises.csv']!));
    expect(exerciseHeader?.at(-1)).toBe('hurt');
    expect(done.map((row) => [row[1], row.at(-1)])).toEqual([
      [routine.routineexercise_set[0]?.exercise.name, 'true'],
      [routine.routineexercise_set[1]?.exercise.name, 'false'],
    ]);
  });

  it('logs each export once, and lists the log in access-log.csv as the Sharing page does', async () => {
    const before = (await exportRows(athlete.userId)).length;
    const reply = await exportCsv(athlete.authorization, DEMO_PIN);
    const rows = await exportRows(athlete.userId);
    expect(rows).toHaveLength(before + 1);
    expect(rows.at(-1)).toMatchObject({
      reader_kind: 'self',
      reader_user_id: athlete.userId,
      action: 'export',
    });
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const [header, ...log] = parseCsv(strFromU8(files['access-log.csv']!));
    expect(header).toEqual(['When', 'Who', 'Action', 'Area', 'Dataset', 'From', 'To']);
    expect(log.filter((row) => row[1] === 'You' && row[2] === 'Exported')).toHaveLength(before + 1);
    const storedCount = await t.database.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<string | number>().as('count'))
      .where('subject_user_id', '=', athlete.userId)
      .executeTakeFirstOrThrow();
    expect(log).toHaveLength(Number(storedCount.count));
  });

  it('says in README.txt what every file holds, the time convention and where FHIR is', async () => {
    const reply = await exportCsv(athlete.authorization, DEMO_PIN);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    const readme = strFromU8(files['README.txt']!);
    for (const name of Object.keys(files).filter((file) => file !== 'README.txt')) {
      expect(readme, name).toContain(`\r\n${name}\r\n`);
    }
    expect(readme).toMatch(/wall-clock time/);
    expect(readme).toMatch(/no\s+time zone/);
    expect(readme).toContain(`http://motus.test${yourDataEndpoints.exportFhir}`);
    expect(readme).toContain('Systolic');
  });

  it('exports a person without a pin without asking for one', async () => {
    const newcomer = await signUp(t.app, 'Noor');
    const reply = await exportCsv(newcomer.authorization);
    expect(reply.statusCode).toBe(200);
    const files = unzipSync(new Uint8Array(reply.rawPayload));
    expect(Object.keys(files).sort()).toEqual([
      'README.txt',
      'access-log.csv',
      'workout/routines.csv',
      'workout/session-exercises.csv',
      'workout/sessions.csv',
    ]);
    expect(parseCsv(strFromU8(files['workout/sessions.csv']!))).toHaveLength(1);
    expect(await exportRows(newcomer.userId)).toHaveLength(1);
  });
});
