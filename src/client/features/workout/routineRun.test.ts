import { describe, expect, it } from 'vitest';
import {
  answerPainBefore,
  beginRun,
  canFinish,
  finishRun,
  painQuestion,
  toggleHurt,
  completeExercise,
  elapsedSeconds,
  exercisingSeconds,
  runCounts,
  runSummary,
  sessionBody,
  skipExercise,
  startExercise,
  trackedSeconds,
  type RoutineRun,
} from './routineRun';
import { parseStoredRun } from './runStorage';

const routine = {
  id: 7,
  name: 'Knee strength',
  plan: null,
  routineexercise_set: [
    { id: 71, reps: 10 },
    { id: 72, reps: null },
    { id: 73, reps: 12 },
  ],
};
const t0 = Date.parse('2026-11-23T07:00:00Z');
const at = (secondsLater: number) => t0 + secondsLater * 1000;
const exercise = (run: RoutineRun, id: number) => {
  const found = run.exercises.find((entry) => entry.routineExerciseId === id);
  if (!found) throw new Error(`no exercise ${id}`);
  return found;
};

describe('a routine run', () => {
  it('starts with every exercise not started and the overall timer at zero', () => {
    const run = beginRun(routine, t0);
    expect(run.exercises.map((entry) => entry.status)).toEqual([
      'not-started',
      'not-started',
      'not-started',
    ]);
    expect(elapsedSeconds(run, t0)).toBe(0);
    expect(elapsedSeconds(run, at(95))).toBe(95);
    expect(canFinish(run)).toBe(false);
  });

  it('tracks a started exercise by the clock, one second per second', () => {
    const run = startExercise(beginRun(routine, t0), 71, at(10));
    expect(exercise(run, 71).status).toBe('running');
    expect(trackedSeconds(exercise(run, 71), at(10))).toBe(0);
    expect(trackedSeconds(exercise(run, 71), at(11))).toBe(1);
    // A tab in the background for ten minutes misses its ticks, not its time.
    expect(trackedSeconds(exercise(run, 71), at(610))).toBe(600);
  });

  it('runs one exercise at a time', () => {
    const run = startExercise(beginRun(routine, t0), 71, at(1));
    expect(startExercise(run, 72, at(2))).toBe(run);
  });

  it('completes only a running exercise, adding its time to the exercise total', () => {
    let run = beginRun(routine, t0);
    expect(completeExercise(run, 71, at(5))).toEqual(run);
    run = startExercise(run, 71, at(5));
    run = completeExercise(run, 71, at(65));
    expect(exercise(run, 71).status).toBe('completed');
    expect(trackedSeconds(exercise(run, 71), at(500))).toBe(60);
    expect(exercisingSeconds(run)).toBe(60);
    expect(runCounts(run)).toEqual({ completed: 1, skipped: 0 });
  });

  it('skips an exercise not started or running, and a stopped one stays stopped', () => {
    let run = skipExercise(beginRun(routine, t0), 72, at(3));
    expect(exercise(run, 72).status).toBe('skipped');
    run = startExercise(run, 73, at(10));
    run = skipExercise(run, 73, at(40));
    expect(exercise(run, 73)).toMatchObject({ status: 'skipped', trackedMs: 30_000 });
    expect(exercisingSeconds(run)).toBe(30);
    expect(startExercise(run, 73, at(50))).toBe(run);
    expect(runCounts(skipExercise(run, 73, at(60)))).toEqual({ completed: 0, skipped: 2 });
  });

  it('finishes only when nothing runs and every exercise is completed or skipped', () => {
    let run = beginRun(routine, t0);
    run = startExercise(run, 71, at(0));
    run = completeExercise(run, 71, at(90));
    run = skipExercise(run, 72, at(95));
    expect(canFinish(run)).toBe(false);
    run = startExercise(run, 73, at(100));
    expect(canFinish(run)).toBe(false);
    run = completeExercise(run, 73, at(100 + 75 * 60));
    expect(canFinish(run)).toBe(true);

    const summary = runSummary(run, at(100 + 75 * 60 + 20));
    expect(summary).toEqual({
      totalSeconds: 100 + 75 * 60 + 20,
      exercisingSeconds: 90 + 75 * 60,
      completed: 2,
      skipped: 1,
    });
    expect(sessionBody(run, summary, '2026-11-23 08:17')).toEqual({
      routine_id: 7,
      created_on: '2026-11-23 08:17',
      time_total: 4620,
      time_exercising: 4590,
      exercises_completed: 2,
      exercises_skipped: 1,
      session_routine_exercises: [
        { routine_exercise_id: 71, actual_reps: 10, actual_time: 0.01 },
        { routine_exercise_id: 73, actual_reps: 12, actual_time: 1.15 },
      ],
    });
  });

  it('saves against the routine as it is now, when another device changed it during the run', () => {
    let run = beginRun(routine, t0);
    run = startExercise(run, 71, at(0));
    run = completeExercise(run, 71, at(90));
    run = skipExercise(run, 72, at(95));
    run = startExercise(run, 73, at(100));
    run = completeExercise(run, 73, at(160));
    // Meanwhile 71 was deleted from the routine and 74 added.
    const now = [72, 73, 74];
    const summary = runSummary(run, at(200), now);
    // 71's minute and a half stays in the exercise time, as what was done.
    expect(summary).toEqual({
      totalSeconds: 200,
      exercisingSeconds: 150,
      completed: 1,
      skipped: 2,
    });
    expect(sessionBody(run, summary, '2026-11-23 08:17', now)).toMatchObject({
      time_exercising: 150,
      exercises_completed: 1,
      exercises_skipped: 2,
      session_routine_exercises: [{ routine_exercise_id: 73, actual_reps: 12, actual_time: 0.01 }],
    });
  });

  it('asks the pain of a prescribed routine only, before the first exercise and after the last', () => {
    expect(painQuestion(beginRun(routine, t0))).toBeUndefined();
    let run = beginRun({ ...routine, plan: {} }, t0);
    expect(painQuestion(run)).toBe('before');
    // The run's clock starts once the question is answered.
    run = answerPainBefore(run, 3, at(20));
    expect(painQuestion(run)).toBeUndefined();
    expect(elapsedSeconds(run, at(30))).toBe(10);
    run = startExercise(run, 71, at(20));
    run = toggleHurt(run, 71);
    run = completeExercise(run, 71, at(80));
    // A skipped exercise is not recorded, so it takes no mark.
    run = toggleHurt(skipExercise(run, 72, at(81)), 72);
    run = skipExercise(run, 73, at(82));
    run = finishRun(run, at(90));
    expect(painQuestion(run)).toBe('after');
    const reloaded = parseStoredRun(JSON.parse(JSON.stringify(run)) as unknown);
    expect(reloaded).toEqual(run);
    run = { ...run, painAfter: 6 };
    expect(painQuestion(run)).toBeUndefined();
    const body = sessionBody(run, runSummary(run, at(90)), '2026-11-23 08:17');
    expect(body).toMatchObject({
      pain_before: 3,
      pain_after: 6,
      session_routine_exercises: [{ routine_exercise_id: 71, hurt: true }],
    });
    const skipped = { ...answerPainBefore(run, null, at(0)), painAfter: null };
    const quiet = sessionBody(skipped, runSummary(skipped, at(90)), '2026-11-23 08:17');
    expect(quiet).not.toHaveProperty('pain_before');
    expect(quiet).not.toHaveProperty('pain_after');
  });

  it('resumes after a reload where it was, the running exercise still counting', () => {
    let run = beginRun(routine, t0);
    run = startExercise(run, 71, at(0));
    run = completeExercise(run, 71, at(40));
    run = startExercise(run, 72, at(50));
    const reloaded = parseStoredRun(JSON.parse(JSON.stringify(run)) as unknown);
    if (!reloaded) throw new Error('the stored run did not read back');
    expect(reloaded).toEqual(run);
    expect(trackedSeconds(exercise(reloaded, 72), at(80))).toBe(30);
    expect(elapsedSeconds(reloaded, at(80))).toBe(80);
  });
});
