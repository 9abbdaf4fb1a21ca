import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { RoutineSessionsTable } from '../tables/routineSessionsTable';
import { oncePerKey } from './oncePerKey';
import { insertReading, type NewReading } from './readingsRepository';

export interface NewSessionExercise {
  routine_exercise_id: number;
  exercise_id: number;
  actual_reps: number | null;
  actual_time: number;
  /** Marked "This hurt" during the run (decision 045); not marked when absent. */
  hurt?: boolean;
}

export type StoredSessionExercise = Required<NewSessionExercise>;

/** The pain asked before the first exercise and after the last; null when not asked or skipped. */
export interface SessionPain {
  pain_before: number | null;
  pain_after: number | null;
}

type SessionFigures = Pick<
  RoutineSessionsTable,
  'time_total' | 'time_exercising' | 'exercises_completed' | 'exercises_skipped'
>;

export interface NewRoutineSession extends SessionFigures, Partial<SessionPain> {
  routine_id: number;
  /** yyyy-MM-dd HH:mm, the person's clock. */
  created_on: string;
  idempotency_key: string | null;
  exercises: readonly NewSessionExercise[];
  /** The reading the run's pain also is (decision 045), stored with the session or not at all. */
  reading?: NewReading | undefined;
}

export interface StoredRoutineSession extends SessionFigures, SessionPain {
  id: number;
  created_on: string;
  exercises: StoredSessionExercise[];
}

/**
 * Stores a finished run with its completed exercises, and the reading its pain makes, once
 * per idempotency key: a save retried after a dropped connection finds the first one and
 * stores nothing, neither session nor reading.
 */
export async function insertRoutineSession(
  db: Kysely<Database>,
  userId: number,
  { exercises, reading, ...session }: NewRoutineSession,
): Promise<{ id: number; created: boolean }> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('routine_sessions')
      .values({ ...session, user_id: userId })
      .onConflict(oncePerKey)
      .returning('id')
      .executeTakeFirst();
    if (!inserted) {
      const earlier = await trx
        .selectFrom('routine_sessions')
        .select('id')
        .where('user_id', '=', userId)
        .where('idempotency_key', '=', session.idempotency_key)
        .executeTakeFirstOrThrow();
      return { id: earlier.id, created: false };
    }
    if (exercises.length > 0) {
      await trx
        .insertInto('session_exercises')
        .values(exercises.map((exercise) => ({ ...exercise, session_id: inserted.id })))
        .execute();
    }
    if (reading) await insertReading(trx, reading);
    return { id: inserted.id, created: true };
  });
}

export interface ListedRoutineSession extends StoredRoutineSession {
  routine_id: number;
  routine_name: string;
}

/** The saved runs of one of the user's routines, newest first. */
export async function listRoutineSessions(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
): Promise<StoredRoutineSession[]> {
  const page = await listSessions(db, userId, { routineId });
  return page.map(({ routine_id: _routine, routine_name: _name, ...session }) => session);
}

/** One page of the user's saved runs of every routine, newest first, and how many there are. */
export async function pageRoutineSessions(
  db: Kysely<Database>,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ sessions: ListedRoutineSession[]; total: number }> {
  const counted = await db
    .selectFrom('routine_sessions')
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  const sessions = await listSessions(db, userId, page);
  return { sessions, total: counted.total };
}

async function listSessions(
  db: Kysely<Database>,
  userId: number,
  which: { routineId?: number; limit?: number; offset?: number },
): Promise<ListedRoutineSession[]> {
  let query = db
    .selectFrom('routine_sessions')
    .innerJoin('routines', 'routines.id', 'routine_sessions.routine_id')
    .select([
      'routine_sessions.id',
      sql<string>`to_char(routine_sessions.created_on, 'YYYY-MM-DD HH24:MI')`.as('created_on'),
      'routine_sessions.time_total',
      'routine_sessions.time_exercising',
      'routine_sessions.exercises_completed',
      'routine_sessions.exercises_skipped',
      'routine_sessions.pain_before',
      'routine_sessions.pain_after',
      'routine_sessions.routine_id',
      'routines.name as routine_name',
    ])
    .where('routine_sessions.user_id', '=', userId)
    .orderBy('routine_sessions.created_on', 'desc')
    .orderBy('routine_sessions.id', 'desc');
  if (which.routineId !== undefined) {
    query = query.where('routine_sessions.routine_id', '=', which.routineId);
  }
  if (which.limit !== undefined) query = query.limit(which.limit).offset(which.offset ?? 0);
  const sessions = await query.execute();
  if (sessions.length === 0) return [];
  const exercises = await db
    .selectFrom('session_exercises')
    .select([
      'session_id',
      'routine_exercise_id',
      'exercise_id',
      'actual_reps',
      sql<number>`actual_time::float8`.as('actual_time'),
      'hurt',
    ])
    .where(
      'session_id',
      'in',
      sessions.map((session) => session.id),
    )
    .execute();
  return sessions.map((session) => ({
    ...session,
    exercises: exercises
      .filter((exercise) => exercise.session_id === session.id)
      .map(({ session_id: _session, ...exercise }) => exercise),
  }));
}
