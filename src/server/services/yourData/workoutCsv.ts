import type { CsvCell } from '../../../shared/csv/csvText';
import { quotedText } from '../../../shared/csv/csvText';
import type {
  RoutineExerciseExportRow,
  SessionExerciseExportRow,
  SessionExportRow,
} from '../../db/repositories/workoutExportRepository';

/** The workout files of the export: names, columns and one row's cells. */
export const workoutFiles = {
  routines: {
    name: 'workout/routines.csv',
    header: ['routine', 'category', 'position', 'exercise', 'reps', 'time (s)'],
    about:
      'One row per exercise of each of your routines, in order: its routine and category, the exercise, its repetitions and its time in seconds. A routine with no exercises has one row with the exercise columns empty.',
  },
  sessions: {
    name: 'workout/sessions.csv',
    header: [
      'session',
      'date',
      'routine',
      'time total (s)',
      'time exercising (s)',
      'exercises completed',
      'exercises skipped',
      'pain before (0-10)',
      'pain after (0-10)',
    ],
    about:
      'One row per session you ran: its number, its date and time (yyyy-MM-dd HH:mm), the routine, the whole time and the time spent exercising in seconds, how many exercises were completed and skipped, and the pain you gave before the first exercise and after the last (0 to 10; empty when a run did not ask or you skipped it).',
  },
  sessionExercises: {
    name: 'workout/session-exercises.csv',
    header: ['session', 'exercise', 'actual reps', 'actual time (h.mm)', 'hurt'],
    about:
      'One row per exercise completed in a session: the session number of sessions.csv, the exercise, the repetitions done, the time taken in hours.minutes, and whether you marked it "This hurt" (true or false).',
  },
} as const;

export type ExerciseName = (exerciseId: number) => string;

export function routineCells(row: RoutineExerciseExportRow, exerciseName: ExerciseName): CsvCell[] {
  return [
    quotedText(row.routine),
    row.category,
    row.position === null ? null : row.position + 1,
    row.exercise_id === null ? null : quotedText(exerciseName(row.exercise_id)),
    row.reps,
    row.time,
  ];
}

export function sessionCells(row: SessionExportRow): CsvCell[] {
  return [
    row.id,
    row.created_on,
    quotedText(row.routine),
    row.time_total,
    row.time_exercising,
    row.exercises_completed,
    row.exercises_skipped,
    row.pain_before,
    row.pain_after,
  ];
}

export function sessionExerciseCells(
  row: SessionExerciseExportRow,
  exerciseName: ExerciseName,
): CsvCell[] {
  return [
    row.session_id,
    quotedText(exerciseName(row.exercise_id)),
    row.actual_reps,
    row.actual_time,
    row.hurt,
  ];
}
