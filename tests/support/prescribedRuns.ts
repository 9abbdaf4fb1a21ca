import type { MotusApp } from '../../src/server/app';
import { WORKOUT_AREA } from '../../src/shared/api/careTeamParameters';
import { PATIENT_ID_PARAMETER } from '../../src/shared/api/profileReadParameters';
import {
  workoutPaths,
  type CreateSessionBody,
  type RoutineReply,
  type RoutinesReply,
} from '../../src/shared/api/workoutContract';
import { asUser } from './asUser';
import type { Caller } from './careNetwork';
import { shareWithDoctor } from './careTeam';

/**
 * The doctor, shared the patient's Workout and Pain, prescribes a routine of the library's
 * first two exercises for every day from `startsOn`: a run of it asks the pain (decision 045).
 */
export async function prescribedRoutine(
  app: MotusApp,
  patient: Caller & { userId: number },
  doctor: Caller,
  name: string,
  startsOn: string,
): Promise<RoutineReply> {
  await shareWithDoctor(app, patient, doctor, {
    profiles: [WORKOUT_AREA, 'pain'],
    prescribe: true,
  });
  const prescribed = await app.inject({
    method: 'POST',
    url: workoutPaths.createRoutine,
    query: { [PATIENT_ID_PARAMETER]: String(patient.userId) },
    headers: { authorization: doctor.authorization },
    payload: {
      exercises: app.deps.workoutCatalogue.exercises.slice(0, 2).map((e) => e.id),
      routine: 0,
      name,
      plan: { days: [1, 2, 3, 4, 5, 6, 7], starts_on: startsOn },
    },
  });
  if (prescribed.statusCode !== 201) throw new Error(`Prescribing failed: ${prescribed.body}`);
  const routines = await asUser(app, patient).get(workoutPaths.routines);
  const found = routines.json<RoutinesReply>().data.find((r) => r.name === name);
  if (!found) throw new Error('The prescribed routine is not in the patient’s list');
  return found;
}

/** A run of both exercises of such a routine, the first marked "This hurt", pain 3 → 6. */
export function prescribedRun(
  routine: RoutineReply,
  createdOn: string,
  overrides: Partial<CreateSessionBody> = {},
): CreateSessionBody {
  const [first, second] = routine.routineexercise_set;
  return {
    routine_id: routine.id,
    created_on: createdOn,
    time_total: 600,
    time_exercising: 300,
    exercises_completed: 2,
    exercises_skipped: 0,
    session_routine_exercises: [
      { routine_exercise_id: first?.id ?? 0, actual_reps: 10, actual_time: 0.02, hurt: true },
      { routine_exercise_id: second?.id ?? 0, actual_reps: null, actual_time: 0.03 },
    ],
    pain_before: 3,
    pain_after: 6,
    ...overrides,
  };
}
