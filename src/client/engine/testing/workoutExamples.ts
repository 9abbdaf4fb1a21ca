import type { ExerciseReply, RoutineReply } from '../../../shared/api/workoutContract';
import { workoutPaths } from '../../../shared/api/workoutContract';

/** A routine as the API returns it, for stories and tests: no network needed. */
function exercise(id: number, name: string, parts: [string, string][]): ExerciseReply {
  return {
    id,
    name,
    animation: workoutPaths.exerciseAnimation(id),
    description: `${name}: the movement, described as the library has it.`,
    safety_info: 'Stop if you feel sharp pain, and check with your physiotherapist.',
    exercise_type: 'strengthen',
    body_parts: parts.map(([key, label]) => ({ key, name: label })),
    youtube_url: '',
    category: 'rehab',
    contributor: 1,
  };
}

/** What a person's own routine says of prescriptions: none. */
export const ownRoutineFields = {
  prescribed_by: null,
  plan: null,
  prescriber_left: false,
  hidden: false,
  stop_requested_at: null,
} as const satisfies Partial<RoutineReply>;

export const kneeRoutine: RoutineReply = {
  ...ownRoutineFields,
  id: 12,
  name: 'Knee Strength: First Steps',
  category: 'rehab',
  description: 'For the first weeks after a knee injury: wakes up the thigh muscles gently.',
  safety_info: 'Work in a range that does not hurt; stop if the knee swells.',
  youtube_url: '',
  last_run: '2026-11-20 18:05',
  times_run: 7,
  routineexercise_set: [
    { id: 121, reps: 10, time: null, exercise: exercise(1, 'Quad Set', [['knee', 'Knee']]) },
    {
      id: 122,
      reps: 12,
      time: null,
      exercise: exercise(2, 'Straight-Leg Raise', [
        ['hip', 'Hip'],
        ['upper_leg', 'Upper Leg'],
      ]),
    },
    { id: 123, reps: null, time: 45, exercise: exercise(3, 'Wall Sit', [['knee', 'Knee']]) },
    { id: 124, reps: 10, time: null, exercise: exercise(4, 'Heel Slides', [['knee', 'Knee']]) },
  ],
};

/** The knee routine as Dana Meyer prescribed it: Mon, Wed, Fri from 1 Dec 2026 to 31 Jan 2027. */
export const prescribedKneeRoutine: RoutineReply = {
  ...kneeRoutine,
  id: 31,
  name: 'Knee rehab after surgery',
  prescribed_by: { id: 21, first_name: 'Dana', last_name: 'Meyer' },
  plan: {
    days: [1, 3, 5],
    starts_on: '2026-12-01',
    ends_on: '2027-01-31',
    note: 'Before your walk, not after. Stop if the knee swells.',
    in_force: true,
    ended_at: null,
  },
  routineexercise_set: kneeRoutine.routineexercise_set.map((entry, position) => ({
    ...entry,
    dosage: {
      sets: 3,
      reps: entry.reps,
      hold_seconds: position === 0 ? 5 : null,
      time_seconds: entry.time,
      note: position === 0 ? 'Press the back of the knee down' : null,
    },
  })),
};
