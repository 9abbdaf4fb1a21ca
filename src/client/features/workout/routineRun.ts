import type { CreateSessionBody } from '../../../shared/api/workoutContract';
import { hoursMinutesDecimal } from '../../../shared/workout/hoursMinutes';

/**
 * A run of a routine (docs/product.md#workout-routines), as plain data with timestamps rather than counters: a
 * phone that sleeps or a tab in the background misses ticks, but the clock does not, so
 * every time shown is derived from when things started. Every function is pure; `now` is
 * milliseconds since the epoch (Date.now()).
 */

export type ExerciseRunStatus = 'not-started' | 'running' | 'completed' | 'skipped';

export interface ExerciseRun {
  routineExerciseId: number;
  /** The routine's reps for it: what the session records as actual_reps when completed. */
  reps: number | null;
  status: ExerciseRunStatus;
  /** When the current stretch of tracking began; null unless running. */
  startedAt: number | null;
  /** Time tracked before the current stretch, in milliseconds. */
  trackedMs: number;
  /** The person marked it "This hurt" (decision 045). */
  hurt: boolean;
}

/** A pain answer of a run: a rating 0–10, or null when the person skipped the question. */
export type PainAnswer = number | null;

export interface RoutineRun {
  version: 1;
  routineId: number;
  routineName: string;
  startedAt: number;
  exercises: ExerciseRun[];
  /**
   * A prescribed routine's run asks the pain before the first exercise and after the last
   * (decision 045); the answers are undefined until given.
   */
  asksPain: boolean;
  painBefore?: PainAnswer | undefined;
  painAfter?: PainAnswer | undefined;
  /** When Finish Routine was pressed, while the pain after is being asked. */
  finishedAt?: number | undefined;
}

export interface RunnableRoutine {
  id: number;
  name: string;
  /** A prescription's plan; null for the person's own routine. */
  plan: object | null;
  routineexercise_set: readonly { id: number; reps: number | null }[];
}

export interface RunSummary {
  totalSeconds: number;
  exercisingSeconds: number;
  completed: number;
  skipped: number;
}

const seconds = (ms: number) => Math.floor(Math.max(0, ms) / 1000);

export function beginRun(routine: RunnableRoutine, now: number): RoutineRun {
  return {
    version: 1,
    routineId: routine.id,
    routineName: routine.name,
    startedAt: now,
    asksPain: routine.plan !== null,
    exercises: routine.routineexercise_set.map((entry) => ({
      routineExerciseId: entry.id,
      reps: entry.reps,
      status: 'not-started',
      startedAt: null,
      trackedMs: 0,
      hurt: false,
    })),
  };
}

/** Which pain question the run asks now, if any: before the first exercise, after the last. */
export function painQuestion(run: RoutineRun): 'before' | 'after' | undefined {
  if (!run.asksPain) return undefined;
  if (run.painBefore === undefined) return 'before';
  if (run.finishedAt !== undefined && run.painAfter === undefined) return 'after';
  return undefined;
}

/** The pain before, answered or skipped: the run's clock starts now, with the first exercise. */
export function answerPainBefore(run: RoutineRun, answer: PainAnswer, now: number): RoutineRun {
  const begun = run.exercises.some((exercise) => exercise.status !== 'not-started');
  return { ...run, painBefore: answer, startedAt: begun ? run.startedAt : now };
}

/**
 * Finish Routine: a run that asks the pain keeps the moment and asks it first; the run's
 * times end here either way, not when the question is answered.
 */
export function finishRun(run: RoutineRun, now: number): RoutineRun {
  return { ...run, finishedAt: now };
}

/** A hurt mark is kept only on an exercise that runs or was completed: those are recorded. */
export function canMarkHurt(exercise: ExerciseRun): boolean {
  return exercise.status === 'running' || exercise.status === 'completed';
}

export function toggleHurt(run: RoutineRun, routineExerciseId: number): RoutineRun {
  return change(run, routineExerciseId, (entry) =>
    canMarkHurt(entry) ? { ...entry, hurt: !entry.hurt } : entry,
  );
}

export function runningExercise(run: RoutineRun): ExerciseRun | undefined {
  return run.exercises.find((exercise) => exercise.status === 'running');
}

function change(
  run: RoutineRun,
  routineExerciseId: number,
  update: (exercise: ExerciseRun) => ExerciseRun,
): RoutineRun {
  return {
    ...run,
    exercises: run.exercises.map((exercise) =>
      exercise.routineExerciseId === routineExerciseId ? update(exercise) : exercise,
    ),
  };
}

function stop(exercise: ExerciseRun, status: 'completed' | 'skipped', now: number): ExerciseRun {
  const stretch = exercise.startedAt === null ? 0 : Math.max(0, now - exercise.startedAt);
  return { ...exercise, status, startedAt: null, trackedMs: exercise.trackedMs + stretch };
}

/** One exercise at a time: Start works on an exercise not started while none runs. */
export function canStart(run: RoutineRun, exercise: ExerciseRun): boolean {
  return exercise.status === 'not-started' && runningExercise(run) === undefined;
}

/** Complete ends a running exercise; Skip ends one not started or running. */
export function canComplete(exercise: ExerciseRun): boolean {
  return exercise.status === 'running';
}

export function canSkip(exercise: ExerciseRun): boolean {
  return exercise.status === 'not-started' || exercise.status === 'running';
}

export function startExercise(run: RoutineRun, routineExerciseId: number, now: number): RoutineRun {
  const exercise = run.exercises.find((entry) => entry.routineExerciseId === routineExerciseId);
  if (!exercise || !canStart(run, exercise)) return run;
  return change(run, routineExerciseId, (entry) => ({
    ...entry,
    status: 'running',
    startedAt: now,
  }));
}

export function completeExercise(
  run: RoutineRun,
  routineExerciseId: number,
  now: number,
): RoutineRun {
  return change(run, routineExerciseId, (entry) =>
    canComplete(entry) ? stop(entry, 'completed', now) : entry,
  );
}

export function skipExercise(run: RoutineRun, routineExerciseId: number, now: number): RoutineRun {
  return change(run, routineExerciseId, (entry) =>
    canSkip(entry) ? stop(entry, 'skipped', now) : entry,
  );
}

/** The exercise's tracked time in whole seconds, still growing while it runs. */
export function trackedSeconds(exercise: ExerciseRun, now: number): number {
  const running = exercise.startedAt === null ? 0 : Math.max(0, now - exercise.startedAt);
  return seconds(exercise.trackedMs + running);
}

/** The overall timer: whole seconds since the run began. */
export function elapsedSeconds(run: RoutineRun, now: number): number {
  return seconds(now - run.startedAt);
}

/** Total exercise time: the tracked time of exercises stopped so far (docs/product.md#workout-routines). */
export function exercisingSeconds(run: RoutineRun): number {
  return seconds(
    run.exercises
      .filter((exercise) => exercise.status === 'completed' || exercise.status === 'skipped')
      .reduce((total, exercise) => total + exercise.trackedMs, 0),
  );
}

export function runCounts(run: RoutineRun): { completed: number; skipped: number } {
  return {
    completed: run.exercises.filter((exercise) => exercise.status === 'completed').length,
    skipped: run.exercises.filter((exercise) => exercise.status === 'skipped').length,
  };
}

/** docs/product.md#workout-routines: no exercise running, and completed plus skipped equals the routine's exercises. */
export function canFinish(run: RoutineRun): boolean {
  const { completed, skipped } = runCounts(run);
  return runningExercise(run) === undefined && completed + skipped === run.exercises.length;
}

/**
 * The figures of a finished run, against the routine as it is now (`routineExerciseIds`):
 * the routine may have changed on another device during the run. An exercise since deleted
 * counts no more, but its tracked time stays in the exercise time, as what was done; one
 * since added was not run, so it counts as skipped.
 */
export function runSummary(
  run: RoutineRun,
  finishedAt: number,
  routineExerciseIds: readonly number[] = run.exercises.map((entry) => entry.routineExerciseId),
): RunSummary {
  const totalSeconds = elapsedSeconds(run, finishedAt);
  const kept = run.exercises.filter((entry) =>
    routineExerciseIds.includes(entry.routineExerciseId),
  );
  const counts = runCounts({ ...run, exercises: kept });
  return {
    totalSeconds,
    // Never more than the whole run, even if the clock was changed in between.
    exercisingSeconds: Math.min(exercisingSeconds(run), totalSeconds),
    completed: counts.completed,
    skipped: counts.skipped + routineExerciseIds.length - kept.length,
  };
}

/** The session the server stores (docs/product.md#workout-routines), from a finished run. */
export function sessionBody(
  run: RoutineRun,
  summary: RunSummary,
  createdOn: string,
  routineExerciseIds: readonly number[] = run.exercises.map((entry) => entry.routineExerciseId),
): CreateSessionBody {
  return {
    routine_id: run.routineId,
    created_on: createdOn,
    time_total: summary.totalSeconds,
    time_exercising: summary.exercisingSeconds,
    exercises_completed: summary.completed,
    exercises_skipped: summary.skipped,
    session_routine_exercises: recordedExercises(run, routineExerciseIds).map((exercise) => ({
      actual_reps: exercise.reps,
      actual_time: Math.min(
        hoursMinutesDecimal(seconds(exercise.trackedMs)),
        hoursMinutesDecimal(summary.exercisingSeconds),
      ),
      routine_exercise_id: exercise.routineExerciseId,
      // Only a mark is sent: an exercise not marked did not hurt.
      ...(exercise.hurt ? { hurt: true } : {}),
    })),
    // A skipped question sends nothing.
    ...(typeof run.painBefore === 'number' ? { pain_before: run.painBefore } : {}),
    ...(typeof run.painAfter === 'number' ? { pain_after: run.painAfter } : {}),
  };
}

/** The completed exercises still in the routine: what the session records, one each. */
export function recordedExercises(
  run: RoutineRun,
  routineExerciseIds: readonly number[] = run.exercises.map((entry) => entry.routineExerciseId),
): ExerciseRun[] {
  return run.exercises.filter(
    (exercise) =>
      exercise.status === 'completed' && routineExerciseIds.includes(exercise.routineExerciseId),
  );
}
