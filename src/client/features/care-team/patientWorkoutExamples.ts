import type { RoutineSessionsListReply } from '../../../shared/api/careTeamContract';
import type { RoutinesReply, TemplatesReply } from '../../../shared/api/workoutContract';
import { kneeRoutine } from '../../engine/testing/workoutExamples';

/** A patient's workout as the server gives it to their doctor, for tests and stories. */
export const patientRoutinesReply: RoutinesReply = { status: 'success', data: [kneeRoutine] };

type SessionRow = RoutineSessionsListReply['data']['result'][number];

function session(
  id: number,
  createdOn: string,
  completed: number,
  skipped: number,
  pain: Pick<SessionRow, 'pain_before' | 'pain_after'> = { pain_before: null, pain_after: null },
  hurt: readonly number[] = [],
): SessionRow {
  return {
    id,
    routine_id: kneeRoutine.id,
    routine_name: kneeRoutine.name,
    created_on: createdOn,
    time_total: 1_265,
    time_exercising: 980,
    exercises_completed: completed,
    exercises_skipped: skipped,
    ...pain,
    session_routine_exercises: kneeRoutine.routineexercise_set.slice(0, completed).map((entry) => ({
      routine_exercise_id: entry.id,
      exercise_name: entry.exercise.name,
      actual_reps: entry.reps,
      actual_time: 0.04,
      hurt: hurt.includes(entry.id),
    })),
  };
}

/**
 * One page of the patient's sessions, newest first: a run whose pain went from 3 to 6 with
 * Wall Sit hurting, and one whose questions were skipped.
 */
export function patientSessionsReply(page: number, pages: number): RoutineSessionsListReply {
  const day = String(21 - page).padStart(2, '0');
  return {
    status: 'success',
    data: {
      result: [
        session(
          page * 10 + 1,
          `2026-11-${day} 18:05`,
          4,
          0,
          { pain_before: 3, pain_after: 6 },
          [123],
        ),
        session(page * 10, `2026-11-${day} 07:30`, 3, 1),
      ],
      page,
      pages,
    },
  };
}

/** The rehab templates of the Prescribe dialog: one, with the knee routine's exercises. */
export const rehabTemplatesReply: TemplatesReply = {
  status: 'success',
  data: {
    page: 1,
    pages: 1,
    result: [
      {
        id: 5,
        name: 'Knee Strength: First Steps',
        category: 'rehab',
        listing: 'knee rehab',
        description: kneeRoutine.description,
        safety_info: kneeRoutine.safety_info,
        youtube_url: '',
        routineexercise_set: kneeRoutine.routineexercise_set.map(
          ({ dosage: _dosage, ...entry }) => entry,
        ),
      },
    ],
  },
};
