import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export interface NewRoutineExercise {
  exercise_id: number;
  reps: number | null;
  time: number | null;
}

export interface NewRoutine {
  name: string;
  category: string;
  description: string;
  safety_info: string;
  youtube_url: string;
  template_id: number | null;
  exercises: readonly NewRoutineExercise[];
}

export interface StoredRoutineExercise extends NewRoutineExercise {
  id: number;
}

export interface StoredRoutine extends Omit<NewRoutine, 'exercises' | 'template_id'> {
  id: number;
  exercises: StoredRoutineExercise[];
  /** created_on of the latest session, yyyy-MM-dd HH:mm; null before the first. */
  last_run: string | null;
  times_run: number;
}

export type RoutineEdit = Pick<
  NewRoutine,
  'name' | 'category' | 'description' | 'safety_info' | 'youtube_url'
>;

/** Stores several routines in one transaction: a copy of three templates adds three or none. */
export async function insertRoutines(
  db: Kysely<Database>,
  userId: number,
  routines: readonly NewRoutine[],
): Promise<number[]> {
  return db.transaction().execute(async (trx) => {
    const ids: number[] = [];
    for (const { exercises, ...routine } of routines) {
      const { id } = await trx
        .insertInto('routines')
        .values({ ...routine, user_id: userId })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('routine_exercises')
        .values(exercises.map((exercise, position) => ({ ...exercise, routine_id: id, position })))
        .execute();
      ids.push(id);
    }
    return ids;
  });
}

/** The user's routines, newest first, each with its exercises in order and how often it ran. */
export async function listRoutines(db: Kysely<Database>, userId: number): Promise<StoredRoutine[]> {
  const routines = await db
    .selectFrom('routines')
    .select(['id', 'name', 'category', 'description', 'safety_info', 'youtube_url'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  if (routines.length === 0) return [];
  const ids = routines.map((routine) => routine.id);
  const [exercises, runs] = await Promise.all([
    db
      .selectFrom('routine_exercises')
      .select(['id', 'routine_id', 'exercise_id', 'reps', 'time'])
      .where('routine_id', 'in', ids)
      .orderBy('routine_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('routine_sessions')
      .select([
        'routine_id',
        sql<string>`to_char(max(created_on), 'YYYY-MM-DD HH24:MI')`.as('last_run'),
        sql<number>`count(*)::int`.as('times_run'),
      ])
      .where('user_id', '=', userId)
      .groupBy('routine_id')
      .execute(),
  ]);
  const runsOf = new Map(runs.map((run) => [run.routine_id, run]));
  return routines.map((routine) => ({
    ...routine,
    exercises: exercises
      .filter((exercise) => exercise.routine_id === routine.id)
      .map(({ routine_id: _routine, ...exercise }) => exercise),
    last_run: runsOf.get(routine.id)?.last_run ?? null,
    times_run: runsOf.get(routine.id)?.times_run ?? 0,
  }));
}

/** The routine's exercise ids in order, or undefined when the user has no such routine. */
export async function routineExerciseIds(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
): Promise<{ id: number; exercise_id: number }[] | undefined> {
  const owned = await db
    .selectFrom('routines')
    .select('id')
    .where('id', '=', routineId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!owned) return undefined;
  return db
    .selectFrom('routine_exercises')
    .select(['id', 'exercise_id'])
    .where('routine_id', '=', routineId)
    .orderBy('position')
    .execute();
}

/** False when the user has no such routine (another user's id reads as none). */
export async function updateRoutine(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
  edit: RoutineEdit,
): Promise<boolean> {
  // returning, not numUpdatedRows: the PGlite dialect does not report affected rows.
  const updated = await db
    .updateTable('routines')
    .set(edit)
    .where('id', '=', routineId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

export async function deleteRoutine(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
): Promise<boolean> {
  const deleted = await db
    .deleteFrom('routines')
    .where('id', '=', routineId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return deleted !== undefined;
}

export type ExerciseRemoval = 'removed' | 'no-routine' | 'no-exercise' | 'last-exercise';

/**
 * Takes one exercise out of the user's routine. The last one stays: a routine with no
 * exercise cannot be run or finished, so it is deleted as a routine instead.
 */
export async function deleteRoutineExercise(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
  routineExerciseId: number,
): Promise<ExerciseRemoval> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx
      .selectFrom('routines')
      .select('id')
      .where('id', '=', routineId)
      .where('user_id', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (!owned) return 'no-routine';
    const exercises = await trx
      .selectFrom('routine_exercises')
      .select('id')
      .where('routine_id', '=', routineId)
      .execute();
    if (!exercises.some((exercise) => exercise.id === routineExerciseId)) return 'no-exercise';
    if (exercises.length === 1) return 'last-exercise';
    await trx.deleteFrom('routine_exercises').where('id', '=', routineExerciseId).execute();
    return 'removed';
  });
}
