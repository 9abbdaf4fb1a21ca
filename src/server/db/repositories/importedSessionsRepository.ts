import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database';
import type { RoutineSessionsTable } from '../tables/routineSessionsTable';
import type { SessionPain } from './routineSessionsRepository';

/** A routine session as an import brings it: its routine by name, not by id. */
export interface ImportedSession {
  routineName: string;
  /** yyyy-MM-dd HH:mm:ss, the person's clock. */
  createdOn: string;
  figures: Pick<
    RoutineSessionsTable,
    'time_total' | 'time_exercising' | 'exercises_completed' | 'exercises_skipped'
  >;
  pain: SessionPain;
  /** The library ids of the exercises marked "This hurt" (decision 045), in the export's order. */
  hurtExerciseIds: readonly number[];
}

/** What a routine made for imported sessions holds: its name, and these. */
export interface RecreatedRoutine {
  category: string;
  description: string;
}

export interface StoredSessions {
  imported: number;
  routinesCreated: number;
}

const heldKey = (routineId: number, createdOn: string) => `${routineId}|${createdOn}`;

/**
 * An imported run's hurt marks (decision 045) as the records of its exercises: the export
 * carries neither reps nor time, so none and 0. A record names the routine's own exercise of
 * that library id where the routine holds one; otherwise it takes an unused routine exercise
 * id, as the record of an exercise that has left the routine (migration 008 keeps those).
 */
async function insertHurtMarks(
  trx: Transaction<Database> | Kysely<Database>,
  sessionId: number,
  routineId: number,
  exerciseIds: readonly number[],
): Promise<void> {
  if (exerciseIds.length === 0) return;
  const routineExercises = await trx
    .selectFrom('routine_exercises')
    .select(['id', 'exercise_id'])
    .where('routine_id', '=', routineId)
    .orderBy('id')
    .execute();
  const routineExerciseOf = (exerciseId: number) =>
    routineExercises.find((entry) => entry.exercise_id === exerciseId)?.id ??
    sql<number>`nextval(pg_get_serial_sequence('routine_exercises', 'id'))`;
  await trx
    .insertInto('session_exercises')
    .values(
      exerciseIds.map((exerciseId) => ({
        session_id: sessionId,
        routine_exercise_id: routineExerciseOf(exerciseId),
        exercise_id: exerciseId,
        actual_reps: null,
        actual_time: 0,
        hurt: true,
      })),
    )
    .execute();
}

/**
 * Stores, within the caller's transaction, the sessions the person does not hold yet: a
 * session is held when one of the person's routines of that name has a session at the same
 * start (or the list repeats it). A session goes to the oldest routine of its name; a name the
 * person has no routine of gets one, with no exercises (an export does not carry them); a
 * session keeps its pain and its hurt marks.
 */
export async function insertSessionsNotHeld(
  trx: Transaction<Database> | Kysely<Database>,
  userId: number,
  sessions: readonly ImportedSession[],
  recreated: RecreatedRoutine,
): Promise<StoredSessions> {
  if (sessions.length === 0) return { imported: 0, routinesCreated: 0 };
  const routines = await trx
    .selectFrom('routines')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
  const routineIdsByName = new Map<string, number[]>();
  for (const routine of routines) {
    routineIdsByName.set(routine.name, [...(routineIdsByName.get(routine.name) ?? []), routine.id]);
  }
  const heldRows = await trx
    .selectFrom('routine_sessions')
    .select([
      'routine_id',
      sql<string>`to_char(created_on, 'YYYY-MM-DD HH24:MI:SS')`.as('created_on'),
    ])
    .where('user_id', '=', userId)
    .execute();
  const held = new Set(heldRows.map((row) => heldKey(row.routine_id, row.created_on)));

  let imported = 0;
  let routinesCreated = 0;
  for (const session of sessions) {
    const named = routineIdsByName.get(session.routineName) ?? [];
    if (named.some((routineId) => held.has(heldKey(routineId, session.createdOn)))) continue;
    let routineId = named[0];
    if (routineId === undefined) {
      const routine = await trx
        .insertInto('routines')
        .values({
          user_id: userId,
          name: session.routineName,
          category: recreated.category,
          description: recreated.description,
          template_id: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      routineId = routine.id;
      routineIdsByName.set(session.routineName, [routineId]);
      routinesCreated += 1;
    }
    const stored = await trx
      .insertInto('routine_sessions')
      .values({
        user_id: userId,
        routine_id: routineId,
        created_on: session.createdOn,
        ...session.figures,
        ...session.pain,
        idempotency_key: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await insertHurtMarks(trx, stored.id, routineId, session.hurtExerciseIds);
    held.add(heldKey(routineId, session.createdOn));
    imported += 1;
  }
  return { imported, routinesCreated };
}
