import { PAIN_RATING } from '../../../shared/api/workoutContract';
import type { ExerciseRun, PainAnswer, RoutineRun } from './routineRun';

/**
 * The run in progress, kept in this browser for this user only, so a reload or a closed
 * tab in the middle of a routine carries on where it was.
 */
const runKey = (userId: number) => `motus.workout.run.${userId}`;

const STATUSES = new Set(['not-started', 'running', 'completed', 'skipped']);
const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

function parseExercise(value: unknown): ExerciseRun | undefined {
  if (!isRecord(value)) return undefined;
  const { routineExerciseId, reps, status, startedAt, trackedMs, hurt = false } = value;
  if (!isNumber(routineExerciseId) || !isNumber(trackedMs)) return undefined;
  if (typeof hurt !== 'boolean') return undefined;
  if (reps !== null && !isNumber(reps)) return undefined;
  if (typeof status !== 'string' || !STATUSES.has(status)) return undefined;
  if (startedAt !== null && !isNumber(startedAt)) return undefined;
  if ((status === 'running') !== (startedAt !== null)) return undefined;
  return {
    routineExerciseId,
    reps,
    status: status as ExerciseRun['status'],
    startedAt,
    trackedMs,
    hurt,
  };
}

/** A pain answer as stored: a rating 0–10, null for skipped, undefined for not asked yet. */
function isPainAnswer(value: unknown): value is PainAnswer | undefined {
  return (
    value === undefined ||
    value === null ||
    (Number.isInteger(value) &&
      (value as number) >= PAIN_RATING.minimum &&
      (value as number) <= PAIN_RATING.maximum)
  );
}

/** A stored run read back, or undefined when it is not one (an old format, a hand edit). */
export function parseStoredRun(value: unknown): RoutineRun | undefined {
  if (!isRecord(value) || value.version !== 1) return undefined;
  // A run kept before runs asked the pain asks none.
  const { routineId, routineName, startedAt, exercises, asksPain = false } = value;
  const { painBefore, painAfter, finishedAt } = value;
  if (!isNumber(routineId) || typeof routineName !== 'string' || !isNumber(startedAt)) {
    return undefined;
  }
  if (typeof asksPain !== 'boolean' || !isPainAnswer(painBefore) || !isPainAnswer(painAfter)) {
    return undefined;
  }
  if (finishedAt !== undefined && !isNumber(finishedAt)) return undefined;
  if (!Array.isArray(exercises)) return undefined;
  const parsed = exercises.map(parseExercise);
  if (parsed.some((exercise) => exercise === undefined)) return undefined;
  return {
    version: 1,
    routineId,
    routineName,
    startedAt,
    exercises: parsed as ExerciseRun[],
    asksPain,
    painBefore,
    painAfter,
    finishedAt,
  };
}

export function loadRun(userId: number): RoutineRun | undefined {
  try {
    const text = localStorage.getItem(runKey(userId));
    return text === null ? undefined : parseStoredRun(JSON.parse(text) as unknown);
  } catch {
    return undefined;
  }
}

export function saveRun(userId: number, run: RoutineRun): void {
  try {
    localStorage.setItem(runKey(userId), JSON.stringify(run));
  } catch {
    // Storage full or blocked (private mode): the run goes on, it just cannot resume.
  }
}

export function clearRun(userId: number): void {
  try {
    localStorage.removeItem(runKey(userId));
  } catch {
    // Nothing stored to clear.
  }
}
