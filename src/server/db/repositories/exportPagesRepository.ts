import { sql, type Kysely } from 'kysely';
import type {
  AccessAction,
  AccessReaderKind,
  LinkAccessOutcome,
} from '../../../shared/api/careTeamParameters';
import type { Database } from '../database';

/**
 * A person's data a page at a time for an export, each page after the last row of the one
 * before (keyset pagination): never the whole history in memory, and each page one index scan.
 */

export interface ExportPerson {
  /** The same in every export of the person: their Patient's id. */
  patient_uuid: string;
  first_name: string;
  last_name: string;
  gender: 'Male' | 'Female';
  /** yyyy-MM-dd */
  date_of_birth: string;
  /** IANA; null: the server's zone (decision 034). */
  time_zone: string | null;
}

export async function findExportPerson(
  db: Kysely<Database>,
  userId: number,
): Promise<ExportPerson | undefined> {
  return db
    .selectFrom('users')
    .select([
      'patient_uuid',
      'first_name',
      'last_name',
      'gender',
      sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'time_zone',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}

/** Which days of a person's history: yyyy-MM-dd, inclusive; every day when absent. */
export interface ExportDays {
  userId: number;
  dateFrom?: string;
  dateTo?: string;
}

export interface ExportSessionRow {
  id: number;
  routine_name: string;
  /** yyyy-MM-dd HH:mm:ss */
  created_on: string;
  time_total: number;
  time_exercising: number;
  exercises_completed: number;
  exercises_skipped: number;
  /** 0–10; null when not asked or skipped (decision 045). */
  pain_before: number | null;
  pain_after: number | null;
  /** The library ids of the exercises marked "This hurt", each once, in the run's order. */
  hurt_exercise_ids: number[];
}

export async function routineSessionsPage(
  db: Kysely<Database>,
  filter: ExportDays,
  afterId: number,
  limit: number,
): Promise<ExportSessionRow[]> {
  let query = db
    .selectFrom('routine_sessions')
    .innerJoin('routines', 'routines.id', 'routine_sessions.routine_id')
    .select([
      sql<number>`routine_sessions.id::int`.as('id'),
      'routines.name as routine_name',
      sql<string>`to_char(routine_sessions.created_on, 'YYYY-MM-DD HH24:MI:SS')`.as('created_on'),
      'routine_sessions.time_total',
      'routine_sessions.time_exercising',
      'routine_sessions.exercises_completed',
      'routine_sessions.exercises_skipped',
      'routine_sessions.pain_before',
      'routine_sessions.pain_after',
      // The run's order is the order of its records (routine exercise ids); an exercise the
      // routine holds twice is named once.
      sql<number[]>`array(
        select hurt.exercise_id from session_exercises hurt
         where hurt.session_id = routine_sessions.id and hurt.hurt
         group by hurt.exercise_id
         order by min(hurt.routine_exercise_id))`.as('hurt_exercise_ids'),
    ])
    .where('routine_sessions.user_id', '=', filter.userId)
    .where('routine_sessions.id', '>', afterId);
  if (filter.dateFrom !== undefined) {
    query = query.where('routine_sessions.created_on', '>=', filter.dateFrom);
  }
  if (filter.dateTo !== undefined) {
    query = query.where(sql<boolean>`routine_sessions.created_on < ${filter.dateTo}::date + 1`);
  }
  return query.orderBy('routine_sessions.id').limit(limit).execute();
}

export interface ExportGrantRow {
  id: number;
  doctor_first_name: string;
  doctor_last_name: string;
  areas: string[] | null;
  expires_on: string | null;
  sentence: string;
  given_at: Date;
  revoked_at: Date | null;
}

export async function grantsPage(
  db: Kysely<Database>,
  patientId: number,
  afterId: number,
  limit: number,
): Promise<ExportGrantRow[]> {
  return db
    .selectFrom('care_grants')
    .innerJoin('users', 'users.id', 'care_grants.doctor_id')
    .select([
      sql<number>`care_grants.id::int`.as('id'),
      'users.first_name as doctor_first_name',
      'users.last_name as doctor_last_name',
      'care_grants.areas',
      sql<string | null>`to_char(care_grants.expires_on, 'YYYY-MM-DD')`.as('expires_on'),
      'care_grants.sentence',
      'care_grants.given_at',
      'care_grants.revoked_at',
    ])
    .where('care_grants.patient_id', '=', patientId)
    .where('care_grants.id', '>', afterId)
    .orderBy('care_grants.id')
    .limit(limit)
    .execute();
}

export interface ExportAccessRow {
  id: number;
  at: Date;
  action: AccessAction;
  reader_kind: AccessReaderKind;
  reader_first_name: string | null;
  reader_last_name: string | null;
  partner: string | null;
  recipient: string | null;
  profile: string | null;
  dataset_name: string | null;
  date_from: string | null;
  date_to: string | null;
  /** What a passcode link's request came to; null for every other reader. */
  outcome: LinkAccessOutcome | null;
}

export async function accessLogPage(
  db: Kysely<Database>,
  subjectUserId: number,
  afterId: number,
  limit: number,
): Promise<ExportAccessRow[]> {
  return db
    .selectFrom('access_log')
    .leftJoin('users', 'users.id', 'access_log.reader_user_id')
    .select([
      sql<number>`access_log.id::int`.as('id'),
      'access_log.at',
      'access_log.action',
      'access_log.reader_kind',
      'users.first_name as reader_first_name',
      'users.last_name as reader_last_name',
      'access_log.partner',
      'access_log.recipient',
      'access_log.profile',
      'access_log.dataset_name',
      sql<string | null>`to_char(access_log.date_from, 'YYYY-MM-DD')`.as('date_from'),
      sql<string | null>`to_char(access_log.date_to, 'YYYY-MM-DD')`.as('date_to'),
      'access_log.outcome',
    ])
    .where('access_log.subject_user_id', '=', subjectUserId)
    .where('access_log.id', '>', afterId)
    .orderBy('access_log.id')
    .limit(limit)
    .execute();
}
