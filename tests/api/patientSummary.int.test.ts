import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  careTeamPaths,
  SUMMARY_LAB_DATES,
  WORKOUT_AREA,
} from '../../src/shared/api/careTeamParameters';
import type { PatientSummaryReply } from '../../src/shared/api/patientSummaryContract';
import { errorReply } from '../../src/shared/api/replySchemas';
import { workoutPaths, type RoutinesReply } from '../../src/shared/api/workoutContract';
import { careTeamMessages } from '../../src/shared/messages/careTeamMessages';
import { judgeReading } from '../../src/shared/profile-config/judgeReading';
import {
  insertReadings,
  type NewReading,
} from '../../src/server/db/repositories/readingsRepository';
import { asUser } from '../support/asUser';
import type { Caller } from '../support/careNetwork';
import { changeSharing, shareWithDoctor } from '../support/careTeam';
import { signUpDoctorWithId } from '../support/doctors';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// A doctor's summary of a patient before a call (docs/sharing.md): what the grant allows and
// nothing else, each area read logged in the patient's access log as the engine's reads are.

const BLOOD_PRESSURE = 188;
const RESTING_HEART_RATE = 194;
const POTASSIUM = 120;
const UREA = 121;
const ALLERGY = 201;
const MEDICAL_EVENT = 202;
const MEDICATION = 206;
const PAIN_SCORE = 17;

let t: TestApp;
let patient: Caller & { userId: number };
let full: Caller & { id: number };
let partial: Caller & { id: number };
const today = DateTime.local();
const at = (days: number, time = '08:30') =>
  `${today.minus({ days }).toFormat('yyyy-MM-dd')} ${time}`;
const refused = errorReply(careTeamMessages.notShared);

const doctor = (name: string) => signUpDoctorWithId(t, name);

/** Readings judged as every write judges them (decision 035), for a woman. */
async function store(
  readings: { dataset: number; days: number; values: Record<string, number | string> }[],
) {
  const configs = t.app.deps.profileConfigs;
  const datasetOf = (id: number) => {
    for (const config of configs) {
      const found = config.datasets.find((dataset) => dataset.id === id);
      if (found) return found;
    }
    throw new Error(`No dataset ${id}`);
  };
  const rows: NewReading[] = readings.map((reading) => ({
    userId: patient.userId,
    datasetId: reading.dataset,
    createdOn: at(reading.days),
    values: judgeReading(datasetOf(reading.dataset), reading.values, 'Female'),
  }));
  await insertReadings(t.database.db, rows);
}

async function logRows(readerId: number) {
  return t.database.db
    .selectFrom('access_log')
    .select(['profile', 'action', 'date_from', 'date_to'])
    .where('reader_user_id', '=', readerId)
    .where('subject_user_id', '=', patient.userId)
    .orderBy('profile')
    .execute();
}

function summaryAs(caller: Caller, patientId: number | string = patient.userId) {
  return asUser(t.app, caller).get(
    careTeamPaths.patientSummary.replace(':patient_id', String(patientId)),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t.app, 'Pat');
  await store([
    { dataset: BLOOD_PRESSURE, days: 40, values: { systolic_value: 118, diastolic_value: 76 } },
    { dataset: BLOOD_PRESSURE, days: 2, values: { systolic_value: 158, diastolic_value: 99 } },
    { dataset: RESTING_HEART_RATE, days: 3, values: { rested_hr: 64 } },
    // Five days of results: the grid shows the latest four.
    { dataset: POTASSIUM, days: 300, values: { potassium: 4.1 } },
    { dataset: UREA, days: 300, values: { urea: 5 } },
    { dataset: POTASSIUM, days: 200, values: { potassium: 4.3 } },
    { dataset: UREA, days: 120, values: { urea: 5.2 } },
    { dataset: POTASSIUM, days: 60, values: { potassium: 4.4 } },
    { dataset: UREA, days: 60, values: { urea: 4.8 } },
    { dataset: POTASSIUM, days: 5, values: { potassium: 6.1 } },
    { dataset: UREA, days: 5, values: { urea: 5.1 } },
    { dataset: ALLERGY, days: 730, values: { description: 'Penicillin' } },
    {
      dataset: MEDICAL_EVENT,
      days: 400,
      values: { description: 'Broken wrist', resolved: 1 },
    },
    { dataset: MEDICAL_EVENT, days: 100, values: { description: 'Asthma', resolved: 0 } },
    { dataset: MEDICATION, days: 100, values: { description: 'Salbutamol', dose: '2 puffs' } },
    {
      dataset: PAIN_SCORE,
      days: 20,
      values: { pain_at_rest: 3, pain_with_motion: 5, difficulty_of_movement: 4 },
    },
    {
      dataset: PAIN_SCORE,
      days: 1,
      values: { pain_at_rest: 6, pain_with_motion: 7, difficulty_of_movement: 6 },
    },
    // Before the 90 days: not in the chart.
    {
      dataset: PAIN_SCORE,
      days: 150,
      values: { pain_at_rest: 1, pain_with_motion: 1, difficulty_of_movement: 1 },
    },
  ]);
  const asPatient = asUser(t.app, patient);
  const created = await asPatient.post(workoutPaths.createRoutine, {
    exercises: [1],
    routine: 0,
    name: 'Knee rehab',
  });
  expect(created.statusCode).toBe(201);
  const routine = (await asPatient.get(workoutPaths.routines)).json<RoutinesReply>().data[0];
  if (!routine) throw new Error('No routine');
  for (const days of [1, 8, 15, 200]) {
    const saved = await asPatient.post(workoutPaths.createSession, {
      routine_id: routine.id,
      created_on: at(days, '18:00'),
      time_total: 900,
      time_exercising: 600,
      exercises_completed: 1,
      exercises_skipped: 0,
      // Yesterday's run brought back its pain, and its one exercise hurt.
      ...(days === 1 ? { pain_before: 2, pain_after: 5 } : {}),
      session_routine_exercises: [
        {
          routine_exercise_id: routine.routineexercise_set[0]?.id,
          actual_reps: 10,
          actual_time: 0.05,
          hurt: days === 1,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
  }

  full = await doctor('Dana');
  await shareWithDoctor(t.app, patient, full);
  partial = await doctor('Paul');
  await shareWithDoctor(t.app, patient, partial, { profiles: ['vitals', WORKOUT_AREA] });
}, 120_000);
afterAll(() => t.close());

describe("a doctor's summary of a patient", () => {
  it('gives every shared area: the values with their flags, the last panels, what stands, pain and training', async () => {
    const reply = await summaryAs(full);
    expect(reply.statusCode, reply.body).toBe(200);
    const summary = reply.json<PatientSummaryReply>().data;
    // The test accounts are born on 1990-04-12 (tests/support/accountRequests.ts).
    const age = Math.floor(today.diff(DateTime.fromISO('1990-04-12'), 'years').years);
    expect(summary.patient).toEqual({ id: patient.userId, age, sex: 'Female' });
    expect(summary.since).toBe(today.minus({ days: 90 }).toFormat('yyyy-MM-dd'));

    const measures = summary.vital_signs?.measures ?? [];
    const systolic = measures.find((measure) => measure.field === 'systolic_value');
    expect(systolic?.latest).toMatchObject({ value: 158, flag: 'H', at: at(2) });
    expect(systolic?.points.map((point) => point.value)).toEqual([118, 158]);
    expect(measures.find((measure) => measure.field === 'rested_hr')?.latest?.flag).toBe('N');

    const lab = summary.laboratory;
    expect(lab?.dates).toHaveLength(SUMMARY_LAB_DATES);
    expect(lab?.dates[0]).toBe(at(5).slice(0, 10));
    expect(lab?.tests.map((test) => [test.field, test.abnormal])).toEqual([
      ['potassium', true],
      ['urea', false],
    ]);
    const potassium = lab?.tests[0];
    expect(potassium?.results[0]).toMatchObject({ value: 6.1, flag: 'H', low: 3.5, high: 5 });
    expect(potassium?.results.map((result) => result?.value ?? null)).toEqual([
      6.1,
      4.4,
      null,
      4.3,
    ]);

    const standing = summary.standing?.records ?? [];
    const described = standing.map(
      (record) => `${record.name}: ${String(record.values[0]?.value)}`,
    );
    expect(described).toEqual(
      expect.arrayContaining([
        'Allergy: Penicillin',
        'Medical Event: Asthma',
        'Medication: Salbutamol',
      ]),
    );
    expect(described).toHaveLength(3);
    expect(standing.find((record) => record.name === 'Allergy')?.date).toBe(at(730).slice(0, 10));

    const pain = summary.pain?.measures ?? [];
    expect(
      pain
        .find((measure) => measure.field === 'pain_with_motion')
        ?.points.map((point) => point.value),
    ).toEqual([5, 7]);

    expect(summary.training).toMatchObject({ sessions: 3, time_exercising: 1800 });
    expect(summary.training?.run_pain).toEqual([
      {
        session: expect.any(Number) as number,
        routine_name: 'Knee rehab',
        at: at(1, '18:00'),
        before: 2,
        after: 5,
        hurt: [t.app.deps.workoutCatalogue.exercises.find((exercise) => exercise.id === 1)?.name],
      },
    ]);
    expect(summary.training?.runs.map((run) => run.routine_name)).toEqual([
      'Knee rehab',
      'Knee rehab',
      'Knee rehab',
    ]);
  });

  it('logs each area it read in the patient’s access log, one row each', async () => {
    const rows = await logRows(full.id);
    expect(rows.map((row) => row.profile)).toEqual(['lab', 'medical', 'pain', 'vitals', 'workout']);
    expect(rows.every((row) => row.action === 'read')).toBe(true);
    expect(rows.find((row) => row.profile === 'vitals')).toMatchObject({
      date_from: today.minus({ days: 90 }).toFormat('yyyy-MM-dd'),
      date_to: today.toFormat('yyyy-MM-dd'),
    });
  });

  it('gives a doctor sharing some areas exactly those, and logs only those', async () => {
    const reply = await summaryAs(partial);
    expect(reply.statusCode, reply.body).toBe(200);
    const summary = reply.json<PatientSummaryReply>().data;
    expect(summary.areas).toEqual(['vitals', WORKOUT_AREA]);
    expect(Object.keys(summary).sort()).toEqual(
      ['areas', 'patient', 'since', 'today', 'training', 'vital_signs'].sort(),
    );
    expect((await logRows(partial.id)).map((row) => row.profile)).toEqual(['vitals', 'workout']);
  });

  it('refuses with the one message, logging nothing: no grant, a stopped or ended grant, not a doctor', async () => {
    const stranger = await doctor('Stan');
    const stopped = await doctor('Rhea');
    await shareWithDoctor(t.app, patient, stopped);
    expect(
      (await changeSharing(t.app, patient, stopped.id, { profiles: [], expires_on: null }))
        .statusCode,
    ).toBe(200);
    const ended = await doctor('Elio');
    await shareWithDoctor(t.app, patient, ended, { expires_on: today.toFormat('yyyy-MM-dd') });
    await t.database.db
      .updateTable('care_grants')
      .set({ expires_on: today.minus({ days: 1 }).toFormat('yyyy-MM-dd') })
      .where('doctor_id', '=', ended.id)
      .where('revoked_at', 'is', null)
      .execute();
    const someone = await signUp(t.app, 'Olive');
    const callers: [string, Caller & { id?: number }][] = [
      ['a doctor with no grant', stranger],
      ['a doctor whose grant was stopped', stopped],
      ['a doctor whose grant ended', ended],
      ['someone who is not a doctor', someone],
      ['the patient', patient],
    ];
    const before = await t.database.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    for (const [who, caller] of callers) {
      const reply = await summaryAs(caller);
      expect(reply.statusCode, who).toBe(403);
      expect(reply.json(), who).toEqual(refused);
    }
    const missing = await summaryAs(full, 999_999);
    expect(missing.statusCode).toBe(403);
    expect(missing.json()).toEqual(refused);
    const after = await t.database.db
      .selectFrom('access_log')
      .select((eb) => eb.fn.countAll<number>().as('rows'))
      .executeTakeFirstOrThrow();
    expect(after.rows).toBe(before.rows);
  });

  it('refuses a patient id that is not one, naming it', async () => {
    for (const bad of ['0', 'abc', '-3', '1.5']) {
      const reply = await summaryAs(full, bad);
      expect(reply.statusCode, bad).toBe(400);
      expect(reply.json<{ message: string }>().message, bad).toContain('patient_id');
    }
  });
});
