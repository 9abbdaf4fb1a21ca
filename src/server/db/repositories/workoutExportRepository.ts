import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export interface RoutineExerciseExportRow {
  routine_id: number;
  routine: string;
  category: string;
  /** Null for a routine with no exercises left. */
  position: number | null;
  exercise_id: number | null;
  reps: number | null;
  /** Seconds. */
  time: number | null;
}

/** Every exercise of every routine of the user, routine by routine, in order (routines are few). */
export async function routineExercisesOf(
  db: Kysely<Database>,
  userId: number,
): Promise<RoutineExerciseExportRow[]> {
  return db
    .selectFrom('routines')
    .leftJoin('routine_exercises', 'routine_exercises.routine_id', 'routines.id')
    .select([
      'routines.id as routine_id',
      'routines.name as routine',
      'routines.category',
      'routine_exercises.position',
      'routine_exercises.exercise_id',
      'routine_exercises.reps',
      'routine_exercises.time',
    ])
    .where('routines.user_id', '=', userId)
    .orderBy('routines.created_at')
    .orderBy('routines.id')
    .orderBy('routine_exercises.position')
    .execute();
}

export interface SessionExportRow {
  id: number;
  /** yyyy-MM-dd HH:mm, the person's clock. */
  created_on: string;
  routine: string;
  time_total: number;
  time_exercising: number;
  exercises_completed: number;
  exercises_skipped: number;
  /** 0–10; null when not asked or skipped (decision 045). */
  pain_before: number | null;
  pain_after: number | null;
}

/** One page of the user's sessions, oldest first, after the session with id `afterId`. */
export async function sessionsPageAfter(
  db: Kysely<Database>,
  query: { userId: number; afterId: number; limit: number },
): Promise<SessionExportRow[]> {
  return db
    .selectFrom('routine_sessions')
    .innerJoin('routines', 'routines.id', 'routine_sessions.routine_id')
    .select([
      'routine_sessions.id',
      sql<string>`to_char(routine_sessions.created_on, 'YYYY-MM-DD HH24:MI')`.as('created_on'),
      'routines.name as routine',
      'routine_sessions.time_total',
      'routine_sessions.time_exercising',
      'routine_sessions.exercises_completed',
      'routine_sessions.exercises_skipped',
      'routine_sessions.pain_before',
      'routine_sessions.pain_after',
    ])
    .where('routine_sessions.user_id', '=', query.userId)
    .where('routine_sessions.id', '>', query.afterId)
    .orderBy('routine_sessions.id')
    .limit(query.limit)
    .execute();
}

export interface SessionExerciseExportRow {
  session_id: number;
  routine_exercise_id: number;
  exercise_id: number;
  actual_reps: number | null;
  /** Hours.minutes, as docs/product.md#workout-routines has it. */
  actual_time: number;
  /** Marked "This hurt" (decision 045). */
  hurt: boolean;
}

/** One page of the exercises done in the user's sessions, after (session, routine exercise). */
export async function sessionExercisesPageAfter(
  db: Kysely<Database>,
  query: {
    userId: number;
    after: { sessionId: number; routineExerciseId: number };
    limit: number;
  },
): Promise<SessionExerciseExportRow[]> {
  const { sessionId, routineExerciseId } = query.after;
  return db
    .selectFrom('session_exercises')
    .innerJoin('routine_sessions', 'routine_sessions.id', 'session_exercises.session_id')
    .select([
      'session_exercises.session_id',
      'session_exercises.routine_exercise_id',
      'session_exercises.exercise_id',
      'session_exercises.actual_reps',
      sql<number>`session_exercises.actual_time::float8`.as('actual_time'),
      'session_exercises.hurt',
    ])
    .where('routine_sessions.user_id', '=', query.userId)
    .where(
      sql<boolean>`(session_exercises.session_id, session_exercises.routine_exercise_id) > (${sessionId}, ${routineExerciseId})`,
    )
    .orderBy('session_exercises.session_id')
    .orderBy('session_exercises.routine_exercise_id')
    .limit(query.limit)
    .execute();
}
