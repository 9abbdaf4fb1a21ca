import { DateTime } from 'luxon';
import type { CreateSessionBody } from '../../../shared/api/workoutContract';
import { DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';
import { hoursMinutesDecimal } from '../../../shared/workout/hoursMinutes';

/**
 * What the schema cannot see in a session save: figures that contradict each other or
 * the routine. Returns the first problem, naming the field, or undefined when it adds up.
 * `now` is the server's clock; a run may end a day ahead of it (the person's time zone).
 */
export function sessionProblem(
  body: CreateSessionBody,
  routineExerciseIds: readonly number[],
  now: DateTime = DateTime.now(),
): string | undefined {
  const createdOn = DateTime.fromFormat(body.created_on, DATE_TIME_FORMAT);
  if (!createdOn.isValid) return `created_on ${body.created_on} is not a real date and time`;
  if (createdOn > now.plus({ days: 1 })) return `created_on ${body.created_on} is in the future`;
  if (body.time_exercising > body.time_total) {
    return `time_exercising (${body.time_exercising} s) cannot be more than time_total (${body.time_total} s)`;
  }
  const ran = body.exercises_completed + body.exercises_skipped;
  if (ran !== routineExerciseIds.length) {
    return `exercises_completed + exercises_skipped must equal the routine's ${routineExerciseIds.length} exercises, got ${ran}`;
  }
  const records = body.session_routine_exercises;
  if (records.length !== body.exercises_completed) {
    return `session_routine_exercises must hold one record per completed exercise (${body.exercises_completed}), got ${records.length}`;
  }
  const inRoutine = new Set(routineExerciseIds);
  const seen = new Set<number>();
  const longest = hoursMinutesDecimal(body.time_exercising);
  for (const [index, record] of records.entries()) {
    const where = `session_routine_exercises[${index}]`;
    if (!inRoutine.has(record.routine_exercise_id)) {
      return `${where}.routine_exercise_id ${record.routine_exercise_id} is not an exercise of routine ${body.routine_id}`;
    }
    if (seen.has(record.routine_exercise_id)) {
      return `${where}.routine_exercise_id ${record.routine_exercise_id} is recorded twice`;
    }
    seen.add(record.routine_exercise_id);
    if (record.actual_time > longest) {
      return `${where}.actual_time ${record.actual_time} is longer than time_exercising (${longest})`;
    }
  }
  return undefined;
}
