import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/** A dosage beyond reps and time: sets, a hold, a note (null when not given). */
export interface DosageExtras {
  sets: number | null;
  hold_seconds: number | null;
  dosage_note: string | null;
}

export interface NewRoutineExercise extends Partial<DosageExtras> {
  exercise_id: number;
  reps: number | null;
  time: number | null;
}

/** A prescription's plan as stored: ISO weekdays, first and last day, a note. */
export interface StoredPlan {
  days: number[];
  starts_on: string;
  ends_on: string | null;
  note: string;
  ended_at: Date | null;
}

/** Who prescribed a routine, and whether they are a doctor still (the plan holds only then). */
export interface Prescriber {
  id: number;
  first_name: string;
  last_name: string;
  is_doctor: boolean;
}

export interface NewRoutine {
  name: string;
  category: string;
  description: string;
  safety_info: string;
  youtube_url: string;
  template_id: number | null;
  exercises: readonly NewRoutineExercise[];
  /** A clinician's prescription: who, and the plan (decision 043). */
  prescription?: { doctorId: number; plan: Omit<StoredPlan, 'ended_at'> };
}

export interface StoredRoutineExercise
  extends Omit<NewRoutineExercise, keyof DosageExtras>, DosageExtras {
  id: number;
}

export interface StoredRoutine extends Omit<
  NewRoutine,
  'exercises' | 'template_id' | 'prescription'
> {
  id: number;
  exercises: StoredRoutineExercise[];
  prescribed: boolean;
  /** Null for the person's own, and once the prescriber's account is gone. */
  prescriber: Prescriber | null;
  plan: StoredPlan | null;
  hidden: boolean;
  stop_requested_at: Date | null;
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
  // A clinician's prescription is written inside the transaction that checked the grant.
  if (db.isTransaction) return insertRoutinesIn(db, userId, routines);
  return db.transaction().execute((trx) => insertRoutinesIn(trx, userId, routines));
}

async function insertRoutinesIn(
  trx: Kysely<Database>,
  userId: number,
  routines: readonly NewRoutine[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const { exercises, prescription, ...routine } of routines) {
    const { id } = await trx
      .insertInto('routines')
      .values({
        ...routine,
        user_id: userId,
        ...(prescription
          ? {
              prescribed_by: prescription.doctorId,
              prescribed: true,
              plan_days: JSON.stringify(prescription.plan.days),
              plan_starts_on: prescription.plan.starts_on,
              plan_ends_on: prescription.plan.ends_on,
              plan_note: prescription.plan.note,
            }
          : {}),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('routine_exercises')
      .values(exercises.map((exercise, position) => ({ ...exercise, routine_id: id, position })))
      .execute();
    ids.push(id);
  }
  return ids;
}

/** The user's routines, newest first, each with its exercises in order and how often it ran. */
/** A routine row's prescription columns, joined with its prescriber, as they are selected. */
export interface PrescriptionRow {
  prescribed: boolean;
  plan_days: StoredPlan['days'] | null;
  plan_starts_on: string | null;
  plan_ends_on: string | null;
  plan_note: string | null;
  plan_ended_at: Date | null;
  prescriber_id: number | null;
  prescriber_first_name: string | null;
  prescriber_last_name: string | null;
  prescriber_is_doctor: boolean | null;
}

/** Who prescribed a routine and its plan, from its row (null and null for the person's own). */
export function prescriptionOf(row: PrescriptionRow): {
  prescribed: boolean;
  prescriber: Prescriber | null;
  plan: StoredPlan | null;
} {
  return {
    prescribed: row.prescribed,
    prescriber:
      row.prescriber_id === null
        ? null
        : {
            id: row.prescriber_id,
            first_name: row.prescriber_first_name ?? '',
            last_name: row.prescriber_last_name ?? '',
            is_doctor: row.prescriber_is_doctor === true,
          },
    plan:
      row.plan_days === null || row.plan_starts_on === null
        ? null
        : {
            days: row.plan_days,
            starts_on: row.plan_starts_on,
            ends_on: row.plan_ends_on,
            note: row.plan_note ?? '',
            ended_at: row.plan_ended_at,
          },
  };
}

export async function listRoutines(db: Kysely<Database>, userId: number): Promise<StoredRoutine[]> {
  const routines = await db
    .selectFrom('routines')
    .leftJoin('users as prescriber', 'prescriber.id', 'routines.prescribed_by')
    .select([
      'routines.id',
      'routines.name',
      'routines.category',
      'routines.description',
      'routines.safety_info',
      'routines.youtube_url',
      'routines.prescribed',
      'routines.plan_days',
      sql<string | null>`to_char(routines.plan_starts_on, 'YYYY-MM-DD')`.as('plan_starts_on'),
      sql<string | null>`to_char(routines.plan_ends_on, 'YYYY-MM-DD')`.as('plan_ends_on'),
      'routines.plan_note',
      'routines.plan_ended_at',
      'routines.hidden',
      'routines.stop_requested_at',
      'prescriber.id as prescriber_id',
      'prescriber.first_name as prescriber_first_name',
      'prescriber.last_name as prescriber_last_name',
      'prescriber.is_doctor as prescriber_is_doctor',
    ])
    .where('routines.user_id', '=', userId)
    .orderBy('routines.created_at', 'desc')
    .orderBy('routines.id', 'desc')
    .execute();
  if (routines.length === 0) return [];
  const ids = routines.map((routine) => routine.id);
  const [exercises, runs] = await Promise.all([
    db
      .selectFrom('routine_exercises')
      .select([
        'id',
        'routine_id',
        'exercise_id',
        'reps',
        'time',
        'sets',
        'hold_seconds',
        'dosage_note',
      ])
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
    id: routine.id,
    name: routine.name,
    category: routine.category,
    description: routine.description,
    safety_info: routine.safety_info,
    youtube_url: routine.youtube_url,
    ...prescriptionOf(routine),
    hidden: routine.hidden,
    stop_requested_at: routine.stop_requested_at,
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
