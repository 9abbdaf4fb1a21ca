import { IDEMPOTENCY_KEY_HEADER } from '../../src/shared/api/idempotencyKey';
import type { LightMyRequestResponse } from 'fastify';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RoutineSessionsListReply } from '../../src/shared/api/careTeamContract';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import {
  workoutPaths,
  type CreateSessionBody,
  type RoutineReply,
  type SessionsReply,
} from '../../src/shared/api/workoutContract';
import { asUser } from '../support/asUser';
import type { Caller } from '../support/careNetwork';
import { signUpDoctor } from '../support/doctors';
import { prescribedRoutine, prescribedRun } from '../support/prescribedRuns';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// A run of a prescribed routine tells the clinician the pain before and after and which
// exercises hurt, and its pain is also a reading of the Pain profile (decision 045).

const PAIN_AROUND_EXERCISE = 208;
let t: TestApp;
let patient: Caller & { userId: number };
let dana: Caller;
let routine: RoutineReply;
const today = DateTime.local().toFormat('yyyy-MM-dd');
const createdOn = `${today} 00:05`;

const run = (overrides: Partial<CreateSessionBody> = {}) =>
  prescribedRun(routine, createdOn, overrides);

async function count(table: 'routine_sessions' | 'readings'): Promise<number> {
  const row = await t.database.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .where('user_id', '=', patient.userId)
    .executeTakeFirstOrThrow();
  return row.rows;
}

const message = (reply: LightMyRequestResponse) => reply.json<{ message: string }>().message;

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t.app, 'Pat');
  dana = await signUpDoctor(t, 'Dana');
  routine = await prescribedRoutine(t.app, patient, dana, 'Knee after surgery', today);
}, 60_000);
afterAll(() => t.close());

describe('the pain a run of a prescribed routine records', () => {
  it('refuses a rating outside 0–10, a fraction and a hurt that is not yes or no, naming the field and storing nothing', async () => {
    const before = { sessions: await count('routine_sessions'), readings: await count('readings') };
    const [first, second] = run().session_routine_exercises;
    const cases: [Partial<CreateSessionBody>, string][] = [
      [{ pain_before: 11 }, 'body.pain_before must be <= 10'],
      [{ pain_after: -1 }, 'body.pain_after must be >= 0'],
      [{ pain_before: 2.5 }, 'body.pain_before must be integer'],
      [
        {
          session_routine_exercises: [{ ...first!, hurt: 'yes' as unknown as boolean }, second!],
        },
        'body.session_routine_exercises.0.hurt must be boolean',
      ],
    ];
    for (const [overrides, words] of cases) {
      const reply = await asUser(t.app, patient).post(workoutPaths.createSession, run(overrides));
      expect(reply.statusCode, words).toBe(400);
      expect(message(reply)).toBe(words);
    }
    expect(await count('routine_sessions')).toBe(before.sessions);
    expect(await count('readings')).toBe(before.readings);
  });

  it('stores pain 3 → 6 and the exercise that hurt once, with one Pain reading, however often it is sent', async () => {
    const key = { [IDEMPOTENCY_KEY_HEADER]: 'pain-run-abcdef12' };
    const first = await asUser(t.app, patient).post(workoutPaths.createSession, run(), key);
    expect(first.statusCode).toBe(201);
    const retried = await asUser(t.app, patient).post(workoutPaths.createSession, run(), key);
    expect(retried.statusCode).toBe(200);
    expect(await count('routine_sessions')).toBe(1);
    expect(await count('readings')).toBe(1);

    const [first_, second] = routine.routineexercise_set;
    const expected = {
      created_on: createdOn,
      pain_before: 3,
      pain_after: 6,
      session_routine_exercises: [
        expect.objectContaining({ routine_exercise_id: first_?.id, hurt: true }),
        expect.objectContaining({ routine_exercise_id: second?.id, hurt: false }),
      ],
    };
    const ofRoutine = await asUser(t.app, patient).get(workoutPaths.sessions, {
      routine_id: String(routine.id),
    });
    expect(ofRoutine.json<SessionsReply>().data).toEqual([expect.objectContaining(expected)]);
    const byDoctor = await asUser(t.app, dana).get(careTeamPaths.routineSessions, {
      [PATIENT_ID_PARAMETER]: String(patient.userId),
    });
    expect(byDoctor.statusCode).toBe(200);
    expect(byDoctor.json<RoutineSessionsListReply>().data.result).toEqual([
      expect.objectContaining({ ...expected, routine_name: 'Knee after surgery' }),
    ]);

    const pain = datasetById(t.app.deps.profileConfigs, PAIN_AROUND_EXERCISE);
    const read = await asUser(t.app, patient).post(pain.tab.read, {
      date_from: today,
      date_to: today,
    });
    expect(read.statusCode).toBe(200);
    const records = read.json<Record<string, ChartRecord[]>>()[pain.tab.list];
    expect(records).toEqual([
      expect.objectContaining({
        created_on: createdOn,
        pain_before_exercise: 3,
        pain_after_exercise: 6,
      }),
    ]);
  });

  it('answers null and false for a run that skipped the questions, and writes no reading', async () => {
    const readings = await count('readings');
    const {
      pain_before: _before,
      pain_after: _after,
      ...skipped
    } = run({
      created_on: `${today} 00:10`,
    });
    const saved = await asUser(t.app, patient).post(workoutPaths.createSession, {
      ...skipped,
      session_routine_exercises: skipped.session_routine_exercises.map(
        ({ hurt: _hurt, ...record }) => record,
      ),
    });
    expect(saved.statusCode).toBe(201);
    const onlyBefore = await asUser(t.app, patient).post(workoutPaths.createSession, {
      ...skipped,
      created_on: `${today} 00:15`,
      pain_before: 4,
    });
    expect(onlyBefore.statusCode).toBe(201);
    expect(await count('readings')).toBe(readings);
    const list = await asUser(t.app, patient).get(workoutPaths.sessions, {
      routine_id: String(routine.id),
    });
    const [latest, middle] = list.json<SessionsReply>().data;
    expect(latest).toMatchObject({ pain_before: 4, pain_after: null });
    expect(middle).toMatchObject({ pain_before: null, pain_after: null });
    expect(middle?.session_routine_exercises.map((record) => record.hurt)).toEqual([false, false]);
  });
});
