import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import type { CreateSessionBody } from '../../../shared/api/workoutContract';
import { sessionProblem } from './sessionSense';

const now = DateTime.fromISO('2026-11-23T12:00:00');
const routine = [11, 12, 13];

function save(overrides: Partial<CreateSessionBody> = {}): CreateSessionBody {
  return {
    routine_id: 5,
    created_on: '2026-11-23 11:40',
    time_total: 900,
    time_exercising: 600,
    exercises_completed: 2,
    exercises_skipped: 1,
    session_routine_exercises: [
      { routine_exercise_id: 11, actual_reps: 10, actual_time: 0.05 },
      { routine_exercise_id: 13, actual_reps: null, actual_time: 0.04 },
    ],
    ...overrides,
  };
}

describe('sessionProblem', () => {
  it('accepts a run that adds up', () => {
    expect(sessionProblem(save(), routine, now)).toBeUndefined();
  });

  it('refuses more exercising time than the whole run', () => {
    expect(sessionProblem(save({ time_exercising: 901 }), routine, now)).toBe(
      'time_exercising (901 s) cannot be more than time_total (900 s)',
    );
  });

  it("refuses counts that do not cover the routine's exercises", () => {
    expect(sessionProblem(save({ exercises_skipped: 0 }), routine, now)).toBe(
      "exercises_completed + exercises_skipped must equal the routine's 3 exercises, got 2",
    );
  });

  it('wants one record per completed exercise, each of this routine and once', () => {
    expect(
      sessionProblem(save({ exercises_completed: 3, exercises_skipped: 0 }), routine, now),
    ).toMatch(/one record per completed exercise \(3\), got 2/);
    const foreign = save();
    foreign.session_routine_exercises[1] = {
      routine_exercise_id: 99,
      actual_reps: 1,
      actual_time: 0,
    };
    expect(sessionProblem(foreign, routine, now)).toBe(
      'session_routine_exercises[1].routine_exercise_id 99 is not an exercise of routine 5',
    );
    const twice = save();
    twice.session_routine_exercises[1] = {
      routine_exercise_id: 11,
      actual_reps: 1,
      actual_time: 0,
    };
    expect(sessionProblem(twice, routine, now)).toMatch(
      /\[1\]\.routine_exercise_id 11 is recorded twice/,
    );
  });

  it('refuses an exercise timed longer than all the exercising', () => {
    const long = save();
    long.session_routine_exercises[0] = {
      routine_exercise_id: 11,
      actual_reps: 10,
      actual_time: 0.2,
    };
    expect(sessionProblem(long, routine, now)).toBe(
      'session_routine_exercises[0].actual_time 0.2 is longer than time_exercising (0.1)',
    );
  });

  it('refuses an impossible or far-future date', () => {
    expect(sessionProblem(save({ created_on: '2026-02-30 10:00' }), routine, now)).toBe(
      'created_on 2026-02-30 10:00 is not a real date and time',
    );
    expect(sessionProblem(save({ created_on: '2026-11-25 10:00' }), routine, now)).toBe(
      'created_on 2026-11-25 10:00 is in the future',
    );
  });
});
