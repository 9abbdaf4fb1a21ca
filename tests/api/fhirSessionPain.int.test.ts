import type { Bundle, Observation } from 'fhir/r4';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  workoutPaths,
  type RoutineReply,
  type RoutinesReply,
} from '../../src/shared/api/workoutContract';
import { yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { asUser } from '../support/asUser';
import type { Caller } from '../support/careNetwork';
import { signUpDoctor } from '../support/doctors';
import { prescribedRoutine, prescribedRun } from '../support/prescribedRuns';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// A run's pain and the exercises that hurt travel in its FHIR resource (decision 045), beside
// the Pain Around Exercise reading the same run wrote, which leaves as a reading of its own.

const MOTUS = 'https://motus.health/fhir/CodeSystem/datasets';
const PAIN_AROUND_EXERCISE = '208';
const ROUTINE = 'Knee after surgery';

let t: TestApp;
let patient: Caller & { userId: number };
let routine: RoutineReply;
const today = DateTime.local().toFormat('yyyy-MM-dd');

async function exportOf(caller: Caller): Promise<Bundle> {
  const reply = await asUser(t.app, caller).get(yourDataEndpoints.exportFhir);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Bundle>();
}

const observationsOf = (bundle: Bundle) =>
  (bundle.entry ?? [])
    .map((entry) => entry.resource)
    .filter((resource): resource is Observation => resource?.resourceType === 'Observation');

const isSession = (observation: Observation) =>
  observation.code.coding?.some((coding) => coding.code === 'routine-session') === true;

/** The session's components by their Motus code, each code's values in order. */
function partsOf(session: Observation | undefined): Record<string, (number | string)[]> {
  const parts: Record<string, (number | string)[]> = {};
  for (const component of session?.component ?? []) {
    const code = component.code.coding?.find((coding) => coding.system === MOTUS)?.code ?? '';
    const value = component.valueQuantity?.value ?? component.valueString ?? '';
    parts[code] = [...(parts[code] ?? []), value];
  }
  return parts;
}

beforeAll(async () => {
  t = await createTestApp();
  patient = await signUp(t.app, 'Pat');
  const dana = await signUpDoctor(t, 'Dana');
  routine = await prescribedRoutine(t.app, patient, dana, ROUTINE, today);
  const run = prescribedRun(routine, `${today} 00:05`, { pain_after: 8 });
  const saved = await asUser(t.app, patient).post(workoutPaths.createSession, run);
  expect(saved.statusCode, saved.body).toBe(201);
}, 60_000);
afterAll(() => t.close());

describe("a run's FHIR resource", () => {
  it('carries the pain 3 before and 8 after and the exercise that hurt, by its name', async () => {
    const sessions = observationsOf(await exportOf(patient)).filter(isSession);
    expect(sessions).toHaveLength(1);
    expect(partsOf(sessions[0])).toEqual({
      'routine-session.time_total': [600],
      'routine-session.time_exercising': [300],
      'routine-session.exercises_completed': [2],
      'routine-session.exercises_skipped': [0],
      'routine-session.pain_before': [3],
      'routine-session.pain_after': [8],
      'routine-session.hurt': [routine.routineexercise_set[0]?.exercise.name],
    });
  });

  it('leaves the Pain Around Exercise reading a resource of its own', async () => {
    const readings = observationsOf(await exportOf(patient)).filter(
      (observation) => !isSession(observation),
    );
    const pain = readings.filter((observation) =>
      observation.code.coding?.some((coding) => coding.code === PAIN_AROUND_EXERCISE),
    );
    expect(pain).toHaveLength(1);
  });

  it('has only its four figures for a run that asked no pain', async () => {
    const own = await signUp(t.app, 'Own');
    const exerciseId = t.app.deps.workoutCatalogue.exercises[0]?.id ?? 0;
    const created = await asUser(t.app, own).post(workoutPaths.createRoutine, {
      exercises: [exerciseId],
      routine: 0,
      name: 'Morning',
    });
    expect(created.statusCode, created.body).toBe(201);
    const [mine] = (await asUser(t.app, own).get(workoutPaths.routines)).json<RoutinesReply>().data;
    const saved = await asUser(t.app, own).post(workoutPaths.createSession, {
      routine_id: mine?.id ?? 0,
      created_on: `${today} 00:05`,
      time_total: 120,
      time_exercising: 60,
      exercises_completed: 1,
      exercises_skipped: 0,
      session_routine_exercises: [
        {
          routine_exercise_id: mine?.routineexercise_set[0]?.id ?? 0,
          actual_reps: 5,
          actual_time: 0.01,
        },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    const [session] = observationsOf(await exportOf(own)).filter(isSession);
    expect(Object.keys(partsOf(session))).toEqual([
      'routine-session.time_total',
      'routine-session.time_exercising',
      'routine-session.exercises_completed',
      'routine-session.exercises_skipped',
    ]);
  });
});
