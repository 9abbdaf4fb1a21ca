import type { Bundle, FhirResource, Observation } from 'fhir/r4';
import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FhirImportRefusal, FhirImportReply } from '../../src/shared/api/fhirImportContract';
import {
  workoutPaths,
  type RoutineReply,
  type RoutinesReply,
  type SessionsReply,
} from '../../src/shared/api/workoutContract';
import { FHIR_JSON_MEDIA_TYPE, yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import { fhirImportMessages } from '../../src/shared/messages/fhirImportMessages';
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

function importInto(caller: Caller, bundle: Bundle) {
  return asUser(t.app, caller).post(yourDataEndpoints.importFhir, JSON.stringify(bundle), {
    'content-type': FHIR_JSON_MEDIA_TYPE,
  });
}

/** What a person holds of what an import stores: sessions, their records, routines, readings. */
async function heldBy(userId: number) {
  const count = async (table: 'routine_sessions' | 'routines' | 'readings') =>
    (
      await t.database.db
        .selectFrom(table)
        .select(sql<number>`count(*)::int`.as('rows'))
        .where('user_id', '=', userId)
        .executeTakeFirstOrThrow()
    ).rows;
  return {
    sessions: await count('routine_sessions'),
    routines: await count('routines'),
    readings: await count('readings'),
  };
}

/** The bundle with the session's component of this code changed. */
function withPart(bundle: Bundle, code: string, change: (component: object) => object): Bundle {
  const entry = (bundle.entry ?? []).map((item) => {
    const resource = item.resource as FhirResource | undefined;
    if (resource?.resourceType !== 'Observation' || !isSession(resource)) return item;
    const component = (resource.component ?? []).map((part) =>
      part.code.coding?.some((coding) => coding.code === code) === true
        ? (change(part) as typeof part)
        : part,
    );
    return { ...item, resource: { ...resource, component } };
  });
  return { ...bundle, entry };
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

describe("an export's run imported into a fresh account", () => {
  it('comes back with the same pain and hurt marks, and exports again as it left', async () => {
    const exported = await exportOf(patient);
    const robin = await signUp(t.app, 'Robin');
    const reply = await importInto(robin, exported);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json<FhirImportReply>().data.sessions).toEqual({
      imported: 1,
      already_held: 0,
      routines_created: 1,
    });

    const routines = (await asUser(t.app, robin).get(workoutPaths.routines)).json<RoutinesReply>();
    const recreated = routines.data.find((r) => r.name === ROUTINE);
    const sessions = await asUser(t.app, robin).get(workoutPaths.sessions, {
      routine_id: String(recreated?.id),
    });
    expect(sessions.json<SessionsReply>().data).toEqual([
      expect.objectContaining({
        created_on: `${today} 00:05`,
        pain_before: 3,
        pain_after: 8,
        session_routine_exercises: [
          expect.objectContaining({
            exercise_name: routine.routineexercise_set[0]?.exercise.name,
            hurt: true,
          }),
        ],
      }),
    ]);

    const [again] = observationsOf(await exportOf(robin)).filter(isSession);
    const [first] = observationsOf(exported).filter(isSession);
    expect(again?.component).toEqual(first?.component);
  });

  it("marks the routine's own exercise when a routine of that name holds it", async () => {
    const sam = await signUp(t.app, 'Sam');
    const exercise = routine.routineexercise_set[0]?.exercise;
    const created = await asUser(t.app, sam).post(workoutPaths.createRoutine, {
      exercises: [exercise?.id],
      routine: 0,
      name: ROUTINE,
    });
    expect(created.statusCode, created.body).toBe(201);
    const reply = await importInto(sam, await exportOf(patient));
    expect(reply.json<FhirImportReply>().data.sessions.routines_created).toBe(0);
    const [own] = (await asUser(t.app, sam).get(workoutPaths.routines)).json<RoutinesReply>().data;
    const sessions = await asUser(t.app, sam).get(workoutPaths.sessions, {
      routine_id: String(own?.id),
    });
    const [session] = sessions.json<SessionsReply>().data;
    expect(session?.session_routine_exercises).toEqual([
      expect.objectContaining({
        routine_exercise_id: own?.routineexercise_set[0]?.id,
        exercise_name: exercise?.name,
        hurt: true,
      }),
    ]);
  });

  it('is refused for a pain of 11 or 2.5, a hurt naming no exercise of the run, or more marks than exercises done, storing nothing', async () => {
    const exported = await exportOf(patient);
    const valued = (value: number) => (part: object) => ({ ...part, valueQuantity: { value } });
    const cases: [Bundle, string, string][] = [
      [
        withPart(exported, 'routine-session.pain_after', valued(11)),
        'Observation.component[5].valueQuantity.value',
        fhirImportMessages.session.notAWholeNumber('Pain after the last exercise (0-10)', 10, 11),
      ],
      [
        withPart(exported, 'routine-session.pain_before', valued(2.5)),
        'Observation.component[4].valueQuantity.value',
        fhirImportMessages.session.notAWholeNumber(
          'Pain before the first exercise (0-10)',
          10,
          2.5,
        ),
      ],
      [
        withPart(exported, 'routine-session.hurt', (part) => ({
          ...part,
          valueString: 'Moon Walk',
        })),
        'Observation.component[6].valueString',
        fhirImportMessages.session.hurtNotOfTheRun('Exercise that hurt', 'Moon Walk'),
      ],
      [
        withPart(exported, 'routine-session.exercises_completed', (part) => ({
          ...part,
          valueQuantity: {
            value: 0,
            unit: 'exercises',
            system: 'http://unitsofmeasure.org',
            code: '{exercises}',
          },
        })),
        'Observation.component',
        fhirImportMessages.session.moreHurtThanCompleted(1, 0),
      ],
    ];
    const robin = await signUp(t.app, 'Robin');
    for (const [bundle, field, reason] of cases) {
      const reply = await importInto(robin, bundle);
      expect(reply.statusCode, reason).toBe(400);
      const refusal = reply.json<FhirImportRefusal>();
      expect(refusal.details.problems, reason).toContainEqual(
        expect.objectContaining({ resourceType: 'Observation', field, reason }),
      );
      expect(refusal.message).toContain(reason);
    }
    // The export's Pain Around Exercise reading beside the session is not stored either.
    expect(await heldBy(robin.userId)).toEqual({ sessions: 0, routines: 0, readings: 0 });
  });
});
