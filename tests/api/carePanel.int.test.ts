import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReadings } from '../../src/server/db/repositories/readingsRepository';
import type { PanelReply, PanelRow } from '../../src/shared/api/carePanelContract';
import { carePanelPaths, panelReviewedPath } from '../../src/shared/api/carePanelParameters';
import type { AccessLogReply } from '../../src/shared/api/careTeamContract';
import { careTeamPaths, WORKOUT_AREA } from '../../src/shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import { errorReply } from '../../src/shared/api/replySchemas';
import { workoutPaths, type RoutinesReply } from '../../src/shared/api/workoutContract';
import { careTeamMessages } from '../../src/shared/messages/careTeamMessages';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { storedNameOf } from '../../src/shared/profile-config/storedNameOf';
import { asUser } from '../support/asUser';
import type { Caller } from '../support/careNetwork';
import { changeSharing, shareWithDoctor } from '../support/careTeam';
import { signUpDoctorWithId } from '../support/doctors';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// The clinician's panel (decision 044): one row per patient who shares with them, each from
// the shared areas only, flagged and sorted by the rules of services/carePanel.

type Patient = Caller & { userId: number };
let t: TestApp;
let dana: Caller & { id: number };
let rehab: Patient;
let bodyOnly: Patient;
let labs: Patient;
let active: Patient;
let configs: ProfileConfig[];
const now = DateTime.local();
const day = (days: number) => now.plus({ days }).toFormat('yyyy-MM-dd');
const at = (days: number, time = '08:00') => `${day(days)} ${time}`;

const doctor = (name: string) => signUpDoctorWithId(t, name);

async function panel(caller: Caller = dana): Promise<PanelRow[]> {
  const reply = await asUser(t.app, caller).get(carePanelPaths.panel);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<PanelReply>().data;
}

const rowOf = (rows: PanelRow[], patient: Patient) => {
  const row = rows.find((candidate) => candidate.patient.id === patient.userId);
  if (!row) throw new Error(`No row for patient ${patient.userId}`);
  return row;
};
const flagsOf = (row: PanelRow) => row.flags.map((flag) => `${flag.level}:${flag.reason}`);

function datasetOf(predicate: (config: ProfileConfig) => boolean) {
  const config = configs.find(predicate);
  const dataset = config?.datasets[0];
  if (!dataset) throw new Error('No such dataset in the configs');
  return dataset;
}

async function painScore(patient: Patient, createdOn: string, rest: number, motion: number) {
  const dataset = datasetOf((config) => config.id === 'pain');
  await insertReadings(t.database.db, [
    {
      userId: patient.userId,
      datasetId: dataset.id,
      createdOn,
      values: { pain_at_rest: rest, pain_with_motion: motion, difficulty_of_movement: 1 },
    },
  ]);
}

beforeAll(async () => {
  t = await createTestApp();
  configs = t.app.deps.profileConfigs;
  dana = await doctor('Dana');
  rehab = await signUp(t.app, 'Rhea');
  bodyOnly = await signUp(t.app, 'Bo');
  labs = await signUp(t.app, 'Lara');
  active = await signUp(t.app, 'Alex');
  await shareWithDoctor(t.app, rehab, dana, { profiles: [WORKOUT_AREA, 'pain'], prescribe: true });
  await shareWithDoctor(t.app, bodyOnly, dana, { profiles: ['body'] });
  await shareWithDoctor(t.app, labs, dana, { profiles: ['lab'] });
  await shareWithDoctor(t.app, active, dana, { profiles: ['activity'] });
}, 60_000);
afterAll(() => t.close());

describe("the clinician's panel", () => {
  it('is for clinicians only, and empty for one with no patients', async () => {
    const plain = await asUser(t.app, rehab).get(carePanelPaths.panel);
    expect(plain.statusCode).toBe(403);
    expect(plain.json()).toEqual(errorReply(careTeamMessages.panelOnlyForClinicians));
    expect(await panel(await doctor('Nadia'))).toEqual([]);
  });

  it('has a row per sharing patient, saying nothing of the areas a grant leaves out', async () => {
    const rows = await panel();
    expect(rows.map((row) => row.patient.id).sort()).toEqual(
      [rehab, bodyOnly, labs, active].map((patient) => patient.userId).sort(),
    );
    const bo = rowOf(rows, bodyOnly);
    expect(bo).toMatchObject({
      areas: ['body'],
      prescribe: false,
      pain: null,
      adherence_7: null,
      adherence_30: null,
      labs_out_of_range: null,
      last_activity_at: null,
      days_with_data_30: 0,
      rtm_tier: 'none',
      flags: [],
      reviewed_at: null,
    });
    expect(rowOf(rows, labs).labs_out_of_range).toBe(0);
  });

  it('follows a prescribed plan: adherence over 7 and 30 days, pain and its change, flags', async () => {
    const exercises = t.app.deps.workoutCatalogue.exercises
      .slice(0, 2)
      .map((exercise) => exercise.id);
    // Mon, Wed, Fri for the last 13 days: two of each weekday, so 3 in any week and 6 in all.
    const prescribed = await asUser(t.app, dana).post(
      `${workoutPaths.createRoutine}?${PATIENT_ID_PARAMETER}=${rehab.userId}`,
      {
        name: 'Knee rehab',
        routine: 0,
        exercises: exercises.map((id) => ({ id, dosage: { sets: 3, reps: 10 } })),
        plan: { days: [1, 3, 5], starts_on: day(0) },
      },
    );
    expect(prescribed.statusCode, prescribed.body).toBe(201);
    await t.database.db
      .updateTable('routines')
      .set({ plan_starts_on: day(-13) })
      .where('user_id', '=', rehab.userId)
      .execute();
    const routines = await asUser(t.app, rehab).get(workoutPaths.routines);
    const routine = routines.json<RoutinesReply>().data[0];
    if (!routine) throw new Error('The prescription did not reach the patient');

    // Nothing done yet: 0 of the scheduled sessions, and a plan in force with nothing recorded.
    const idle = rowOf(await panel(), rehab);
    expect(idle.adherence_7).toBe(0);
    expect(idle.adherence_30).toBe(0);
    expect(flagsOf(idle)).toEqual(['high:adherence_below_half', 'low:nothing_recorded_49_hours']);

    // The patient runs it with pain 3 before and 6 after, the first exercise hurting.
    const ran = await asUser(t.app, rehab).post(workoutPaths.createSession, {
      routine_id: routine.id,
      created_on: now.toFormat('yyyy-MM-dd HH:mm'),
      time_total: 600,
      time_exercising: 480,
      exercises_completed: routine.routineexercise_set.length,
      exercises_skipped: 0,
      pain_before: 3,
      pain_after: 6,
      session_routine_exercises: routine.routineexercise_set.map((exercise, index) => ({
        routine_exercise_id: exercise.id,
        actual_reps: 10,
        actual_time: 0.04,
        hurt: index === 0,
      })),
    });
    expect(ran.statusCode, ran.body).toBe(201);

    const row = rowOf(await panel(), rehab);
    expect(row.adherence_7).toBeCloseTo(1 / 3);
    expect(row.adherence_30).toBeCloseTo(1 / 6);
    expect(row.pain).toEqual({ latest: 6, change_7: 3, at: now.toFormat('yyyy-MM-dd HH:mm') });
    expect(row.days_with_data_30).toBe(1);
    expect(row.rtm_tier).toBe('none');
    expect(row.prescribe).toBe(true);
    expect(DateTime.fromISO(row.last_activity_at ?? '').toMillis()).toBeGreaterThan(
      now.minus({ minutes: 2 }).toMillis(),
    );
    expect(flagsOf(row)).toEqual(['high:pain_rising_fast', 'high:adherence_below_half']);

    // A Pain Score of 8 (with motion) this week makes the row critical, and first.
    await painScore(rehab, at(-1), 2, 8);
    const rows = await panel();
    expect(flagsOf(rowOf(rows, rehab))[0]).toBe('critical:pain_high');
    expect(rows[0]?.patient.id).toBe(rehab.userId);
  });

  it('counts results out of range since the last review, and Reviewed restarts the count', async () => {
    const lab = datasetOf((config) => config.id === 'lab');
    const field = storedNameOf(lab.structure.elements[0]!);
    await insertReadings(t.database.db, [
      {
        userId: labs.userId,
        datasetId: lab.id,
        createdOn: at(-40),
        values: { [field]: 1, [`${field}_reference_flag`]: 'H' },
      },
      {
        userId: labs.userId,
        datasetId: lab.id,
        createdOn: at(-2),
        values: { [field]: 1, [`${field}_reference_flag`]: 'N' },
      },
    ]);
    const before = rowOf(await panel(), labs);
    expect(before.labs_out_of_range).toBe(1);
    expect(flagsOf(before)).toEqual(['high:new_lab_out_of_range']);

    const reviewed = await asUser(t.app, dana).post(panelReviewedPath(labs.userId));
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    const after = rowOf(await panel(), labs);
    expect(after.labs_out_of_range).toBe(0);
    expect(after.flags).toEqual([]);
    expect(after.reviewed_at).toBe(
      reviewed.json<{ data: { reviewed_at: string } }>().data.reviewed_at,
    );
  });

  it('counts the days with data in the last 30: 15 is 2-15 and 16 is 16+', async () => {
    const steps = datasetOf((config) => config.id === 'activity');
    const values = Object.fromEntries(
      steps.structure.elements.map((element) => [storedNameOf(element), 1]),
    );
    const readings = (days: number[]) =>
      days.map((offset) => ({
        userId: active.userId,
        datasetId: steps.id,
        createdOn: at(-offset),
        values,
      }));
    // Day 30 back lies outside the window; two readings on one day are one day.
    await insertReadings(
      t.database.db,
      readings([30, 31, 0, 0, ...Array.from({ length: 14 }, (_, i) => i + 1)]),
    );
    const fifteen = rowOf(await panel(), active);
    expect([fifteen.days_with_data_30, fifteen.rtm_tier]).toEqual([15, '2-15']);
    await insertReadings(t.database.db, readings([29]));
    const sixteen = rowOf(await panel(), active);
    expect([sixteen.days_with_data_30, sixteen.rtm_tier]).toEqual([16, '16+']);
  });

  it('writes one access-log row per patient a day, however often the panel is read', async () => {
    await panel();
    await panel();
    const log = await asUser(t.app, bodyOnly).get(careTeamPaths.accessLog);
    const summaries = log
      .json<AccessLogReply>()
      .data.result.filter((row) => row.action === 'summary' && row.reader.id === dana.id);
    expect(summaries).toHaveLength(1);
  });

  it('follows a narrowed grant at once, and refuses a review of a patient who shares nothing', async () => {
    // Shown the Workout only, the clinician reads the pain of the runs themselves.
    const workoutOnly = await changeSharing(t.app, rehab, dana.id, {
      profiles: [WORKOUT_AREA],
      expires_on: null,
    });
    expect(workoutOnly.statusCode, workoutOnly.body).toBe(200);
    expect(rowOf(await panel(), rehab).pain).toMatchObject({ latest: 6, change_7: 3 });

    const narrowed = await changeSharing(t.app, rehab, dana.id, {
      profiles: ['vitals'],
      expires_on: null,
    });
    expect(narrowed.statusCode, narrowed.body).toBe(200);
    const row = rowOf(await panel(), rehab);
    expect(row).toMatchObject({ areas: ['vitals'], pain: null, adherence_7: null, flags: [] });

    const stranger = await signUp(t.app, 'Sam');
    for (const id of [stranger.userId, 999_999_999]) {
      const refused = await asUser(t.app, dana).post(panelReviewedPath(id));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(errorReply(careTeamMessages.notShared));
    }
    expect((await asUser(t.app, rehab).post(panelReviewedPath(bodyOnly.userId))).statusCode).toBe(
      403,
    );
    expect((await asUser(t.app, dana).post('/v2/care/panel/0/reviewed/')).statusCode).toBe(400);
  });
});
