import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import {
  prescriptionOf,
  type DosageExtras,
  type Prescriber,
  type RoutineEdit,
  type StoredPlan,
} from './routinesRepository';

/** A routine exercise's new dosage, by its id. */
export interface DosageChange {
  id: number;
  dosage: { reps: number | null; time: number | null } & DosageExtras;
}

/** What a person may do with one of their routines depends on whether it is prescribed. */
export interface RoutinePrescription {
  prescribed: boolean;
  prescriber: Prescriber | null;
  plan: StoredPlan | null;
  stop_requested_at: Date | null;
}

/** Whether the user has this routine, and its prescription (prescribed false for their own). */
export async function findRoutinePrescription(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
): Promise<RoutinePrescription | undefined> {
  const row = await db
    .selectFrom('routines')
    .leftJoin('users as prescriber', 'prescriber.id', 'routines.prescribed_by')
    .select([
      'routines.prescribed',
      'routines.plan_days',
      sql<string | null>`to_char(routines.plan_starts_on, 'YYYY-MM-DD')`.as('plan_starts_on'),
      sql<string | null>`to_char(routines.plan_ends_on, 'YYYY-MM-DD')`.as('plan_ends_on'),
      'routines.plan_note',
      'routines.plan_ended_at',
      'routines.stop_requested_at',
      'prescriber.id as prescriber_id',
      'prescriber.first_name as prescriber_first_name',
      'prescriber.last_name as prescriber_last_name',
      'prescriber.is_doctor as prescriber_is_doctor',
    ])
    .where('routines.id', '=', routineId)
    .where('routines.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  return { ...prescriptionOf(row), stop_requested_at: row.stop_requested_at };
}

/** Sets the dosages of a routine's exercises; an id not of this routine is left alone. */
export async function updateRoutineDosages(
  db: Kysely<Database>,
  routineId: number,
  changes: readonly DosageChange[],
): Promise<void> {
  for (const change of changes) {
    await db
      .updateTable('routine_exercises')
      .set(change.dosage)
      .where('id', '=', change.id)
      .where('routine_id', '=', routineId)
      .execute();
  }
}

/** The routine exercise ids of a routine, to check a dosage change names only its own. */
export async function routineExerciseIdsOf(
  db: Kysely<Database>,
  routineId: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('routine_exercises')
    .select('id')
    .where('routine_id', '=', routineId)
    .execute();
  return rows.map((row) => row.id);
}

/**
 * A clinician's change of a routine they prescribed to this patient: its texts, and its plan
 * (a new one, or ended now). False when they prescribed no such routine.
 */
export async function changePrescribedRoutine(
  db: Kysely<Database>,
  who: { doctorId: number; patientId: number; routineId: number },
  change: {
    edit: RoutineEdit;
    plan: Omit<StoredPlan, 'ended_at'> | null;
    endPlan: boolean;
  },
): Promise<boolean> {
  const updated = await db
    .updateTable('routines')
    .set({
      ...change.edit,
      ...(change.plan
        ? {
            plan_days: JSON.stringify(change.plan.days),
            plan_starts_on: change.plan.starts_on,
            plan_ends_on: change.plan.ends_on,
            plan_note: change.plan.note,
          }
        : {}),
      ...(change.endPlan ? { plan_ended_at: new Date() } : {}),
    })
    .where('id', '=', who.routineId)
    .where('user_id', '=', who.patientId)
    .where('prescribed_by', '=', who.doctorId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** Hides or shows a routine in the person's own list; false when they have no such routine. */
export async function setRoutineHidden(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
  hidden: boolean,
): Promise<boolean> {
  const updated = await db
    .updateTable('routines')
    .set({ hidden })
    .where('id', '=', routineId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}

/** The patient asks to stop a prescribed routine; the first asking is kept. */
export async function requestStop(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
): Promise<void> {
  await db
    .updateTable('routines')
    .set({ stop_requested_at: sql<Date>`coalesce(stop_requested_at, now())` })
    .where('id', '=', routineId)
    .where('user_id', '=', userId)
    .where('prescribed', '=', true)
    .execute();
}
