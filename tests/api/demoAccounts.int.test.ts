import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  workoutPaths,
  type RoutinesReply,
  type SessionsReply,
} from '../../src/shared/api/workoutContract';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import {
  callingPaths,
  type Meeting,
  type PatientsReply,
} from '../../src/shared/api/callingContract';
import { logIn, post } from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('demo accounts', () => {
  it('creates an athlete and a doctor whose printed passwords log in', async () => {
    const accounts = await seedDemoAccounts(
      testApp.database.db,
      testApp.app.deps.profileConfigs,
      testApp.app.deps.workoutCatalogue,
    );
    expect(accounts.map((account) => account.role)).toEqual(['athlete', 'doctor']);

    const [athlete, doctor] = await Promise.all(
      accounts.map((account) => logIn(testApp.app, account.email, account.password)),
    );
    expect(athlete).toMatchObject({ email: 'athlete@motus.demo', is_doctor: false });
    expect(doctor).toMatchObject({ email: 'doctor@motus.demo', is_doctor: true });
  });

  it('gives the athlete a year of plausible readings on every chart, the doctor none', async () => {
    const athlete = await logIn(testApp.app, 'athlete@motus.demo', 'motus-athlete');
    const doctor = await logIn(testApp.app, 'doctor@motus.demo', 'motus-doctor');
    const range = {
      date_from: DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd'),
      date_to: DateTime.local().toFormat('yyyy-MM-dd'),
    };
    for (const config of testApp.app.deps.profileConfigs.filter((candidate) => !candidate.pin)) {
      for (const tab of chartTabsOf(config)) {
        const read = await post(testApp.app, tab.read, range, athlete.token);
        const records = read.json<Record<string, Record<string, number>[]>>()[tab.list]!;
        // The rarest rhythm is a conditioning test every three weeks.
        expect(records.length, tab.label).toBeGreaterThanOrEqual(3);
        const dataset = config.datasets.find((candidate) => candidate.id === tab.dataset)!;
        for (const element of dataset.structure.elements) {
          const values = records.map((record) => record[element.name]!);
          expect(Math.min(...values), element.name).toBeGreaterThanOrEqual(element.minimum ?? 0);
          expect(Math.max(...values), element.name).toBeLessThanOrEqual(
            element.maximum ?? Infinity,
          );
        }
      }
    }
    const first = testApp.app.deps.profileConfigs[0]!.tabs[0]!;
    const doctorsRead = await post(testApp.app, first.read, range, doctor.token);
    expect(doctorsRead.json<Record<string, unknown[]>>()[first.list]).toEqual([]);
  });

  it("opens the athlete's medical history and blood panels with the printed secure pin", async () => {
    const [athlete] = await seedDemoAccounts(
      testApp.database.db,
      testApp.app.deps.profileConfigs,
      testApp.app.deps.workoutCatalogue,
    );
    expect(athlete?.securePin).toBe('246810');
    const { token } = await logIn(testApp.app, 'athlete@motus.demo', 'motus-athlete');
    const yearSoFar = `date_from=${DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd')}&date_to=${DateTime.local().toFormat('yyyy-MM-dd')}`;
    const allergies = await asUser(testApp.app, `Motus ${token}`).get(
      `/v2/profiles/allergy/get/?${yearSoFar}&secure_pin=246810`,
    );
    expect(allergies.statusCode).toBe(200);
    expect(allergies.json<{ data: { description: string }[] }>().data[0]?.description).toMatch(
      /Penicillin/,
    );
    const hb = await post(
      testApp.app,
      '/profiles/secure/get/152/?secure_pin=246810',
      {
        date_from: DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd'),
        date_to: DateTime.local().toFormat('yyyy-MM-dd'),
      },
      token,
    );
    expect(hb.json<{ details: unknown[] }>().details.length).toBeGreaterThanOrEqual(2);
  });

  it('gives the athlete routines with past sessions that add up, none in the future', async () => {
    const { token } = await logIn(testApp.app, 'athlete@motus.demo', 'motus-athlete');
    const athlete = asUser(testApp.app, `Motus ${token}`);
    const routines = (await athlete.get(workoutPaths.routines)).json<RoutinesReply>().data;
    expect(routines.length).toBeGreaterThanOrEqual(2);
    const now = DateTime.local().toFormat('yyyy-MM-dd HH:mm');
    for (const routine of routines) {
      expect(routine.times_run, routine.name).toBeGreaterThan(0);
      const sessions = (
        await athlete.get(`${workoutPaths.sessions}?routine_id=${routine.id}`)
      ).json<SessionsReply>().data;
      expect(sessions).toHaveLength(routine.times_run);
      for (const session of sessions) {
        expect(session.created_on < now).toBe(true);
        expect(session.exercises_completed + session.exercises_skipped).toBe(
          routine.routineexercise_set.length,
        );
        expect(session.time_exercising).toBeLessThanOrEqual(session.time_total);
        expect(session.session_routine_exercises).toHaveLength(session.exercises_completed);
      }
    }
  });

  it('leaves existing demo accounts alone at the next start', async () => {
    const before = await testApp.database.db.selectFrom('users').select(['id', 'email']).execute();
    const again = await seedDemoAccounts(
      testApp.database.db,
      testApp.app.deps.profileConfigs,
      testApp.app.deps.workoutCatalogue,
    );
    const after = await testApp.database.db.selectFrom('users').select(['id', 'email']).execute();
    expect(after).toEqual(before);
    expect(again).toHaveLength(2);
  });

  it('makes the athlete the doctor’s patient, consenting, with a meeting booked, once', async () => {
    await seedDemoAccounts(
      testApp.database.db,
      testApp.app.deps.profileConfigs,
      testApp.app.deps.workoutCatalogue,
    );
    const doctor = await logIn(testApp.app, 'doctor@motus.demo', 'motus-doctor');
    const athlete = await logIn(testApp.app, 'athlete@motus.demo', 'motus-athlete');
    const patients = await asUser(testApp.app, `Motus ${doctor.token}`).get(
      callingPaths.listPatients,
    );
    expect(patients.json<PatientsReply>().data).toEqual([
      {
        status: 'active',
        patient: expect.objectContaining({ email: 'athlete@motus.demo' }) as unknown,
        // The athlete shares every area with no end date, so the doctor can open each chart.
        profiles: [
          ...testApp.app.deps.profileConfigs.filter((c) => !c.view_of).map((c) => c.id),
          'workout',
        ],
        expires_on: null,
        // Adding routines to the athlete's Workout is the athlete's to turn on.
        prescribe: false,
        gender: 'Male',
      },
    ]);
    const meetings = await post(
      testApp.app,
      callingPaths.listMeetings,
      { email: 'athlete@motus.demo' },
      athlete.token,
    );
    const list = JSON.parse(meetings.json<{ data: string }>().data) as Meeting[];
    expect(list.map((meeting) => [meeting.meeting_name, meeting.with_name])).toEqual([
      ['Calf strain follow-up', 'Dana Meyer'],
    ]);
    const grants = await testApp.database.db
      .selectFrom('care_grants')
      .select(['doctor_id', 'areas', 'expires_on'])
      .where('patient_id', '=', athlete.id)
      .where('revoked_at', 'is', null)
      .execute();
    expect(grants).toEqual([{ doctor_id: doctor.id, areas: null, expires_on: null }]);
  });
});
