import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

type Db = Kysely<Database>;

export interface PanelPatient {
  id: number;
  first_name: string;
  last_name: string;
  time_zone: string | null;
  reviewed_at: Date | null;
  /** The number of the patient's latest write to readings or runs (decision 047); '0' for none. */
  data_change: string;
}

/**
 * The patients' names and zones, with when this doctor last reviewed each and the number of
 * their latest write. The number is read before any of their data is, so data read after it
 * is at least as new as it says.
 */
export async function panelPatients(
  db: Db,
  doctorId: number,
  patientIds: readonly number[],
): Promise<PanelPatient[]> {
  if (patientIds.length === 0) return [];
  return db
    .selectFrom('users')
    .leftJoin('panel_reviews', (join) =>
      join
        .onRef('panel_reviews.patient_id', '=', 'users.id')
        .on('panel_reviews.doctor_id', '=', doctorId),
    )
    .leftJoin('data_changes', 'data_changes.user_id', 'users.id')
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.time_zone',
      'panel_reviews.reviewed_at',
      sql<string>`coalesce(data_changes.change::text, '0')`.as('data_change'),
    ])
    .where(sql<boolean>`users.id = any(${patientIds}::bigint[])`)
    .execute();
}

/**
 * One access-log row per patient a day for a panel seen (decision 044), in one statement: a
 * panel read twenty times a day by a busy clinician is one line in each patient's log.
 */
export async function logPanelView(
  db: Db,
  doctorId: number,
  patientIds: readonly number[],
  dayStartedAt: Date,
): Promise<void> {
  if (patientIds.length === 0) return;
  await sql`
    insert into access_log (reader_user_id, reader_kind, subject_user_id, action, profile)
    select ${doctorId}, 'doctor', patient, 'summary', null
      from unnest(${patientIds}::bigint[]) as patient
     where not exists (
       select 1 from access_log seen
        where seen.subject_user_id = patient and seen.reader_user_id = ${doctorId}
          and seen.action = 'summary' and seen.at >= ${dayStartedAt})`.execute(db);
}

/** The clinician has reviewed the patient now; the reply's moment is the one stored. */
export async function markReviewed(db: Db, doctorId: number, patientId: number): Promise<Date> {
  const row = await db
    .insertInto('panel_reviews')
    .values({ doctor_id: doctorId, patient_id: patientId })
    .onConflict((conflict) =>
      conflict.columns(['doctor_id', 'patient_id']).doUpdateSet({ reviewed_at: sql`now()` }),
    )
    .returning('reviewed_at')
    .executeTakeFirstOrThrow();
  return row.reviewed_at;
}

/** A month row of a patient's dataset, as the panel counts days with data from it. */
export interface ActivityMonth {
  user_id: number;
  dataset_id: number;
  /** yyyy-MM-dd, the month's first day. */
  month: string;
  /** The day of the month of each reading, oldest first. */
  days: number[];
}

/**
 * The patients' month rows from `fromDay`'s month on, every dataset (the caller keeps those a
 * grant shares): the days with data come from a few rows a patient, not from every reading
 * (decision 029 keeps the rows in step). Only the small day lists are read, not the records.
 */
export async function activityMonthsFrom(
  db: Db,
  userIds: readonly number[],
  fromDay: string,
): Promise<ActivityMonth[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<ActivityMonth>`
    select user_id::float8 as user_id, dataset_id, to_char(month, 'YYYY-MM-DD') as month, days
      from reading_months
     where user_id = any(${userIds}::bigint[])
       and month >= date_trunc('month', ${fromDay}::date)`.execute(db);
  return rows;
}

/** Each patient's newest month row of each dataset before `fromDay`'s month: the quiet ones. */
export async function activityMonthsBefore(
  db: Db,
  userIds: readonly number[],
  fromDay: string,
): Promise<ActivityMonth[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<ActivityMonth>`
    select distinct on (user_id, dataset_id)
           user_id::float8 as user_id, dataset_id, to_char(month, 'YYYY-MM-DD') as month, days
      from reading_months
     where user_id = any(${userIds}::bigint[])
       and month < date_trunc('month', ${fromDay}::date)
     order by user_id, dataset_id, month desc`.execute(db);
  return rows;
}

/**
 * The time of the last reading of each month row named, yyyy-MM-dd HH:mm: only the rows that
 * hold a patient's newest day are opened. The time is cut from the record's text, which
 * migration 016's function builds.
 */
export async function lastReadingTimes(
  db: Db,
  rows: readonly Pick<ActivityMonth, 'user_id' | 'dataset_id' | 'month'>[],
): Promise<{ user_id: number; last_created_on: string }[]> {
  if (rows.length === 0) return [];
  const { rows: times } = await sql<{ user_id: number; last_created_on: string }>`
    select rm.user_id::float8 as user_id,
           substring(rm.records[cardinality(rm.records)] from '"created_on": "([^"]+)"')
             as last_created_on
      from unnest(${rows.map((row) => row.user_id)}::bigint[],
                  ${rows.map((row) => row.dataset_id)}::int[],
                  ${rows.map((row) => row.month)}::date[]) as asked(user_id, dataset_id, month)
      join reading_months rm
        on rm.user_id = asked.user_id and rm.dataset_id = asked.dataset_id
       and rm.month = asked.month`.execute(db);
  return times;
}

/** A pain reading as its record JSON, with its dataset. */
export interface PainRecord {
  user_id: number;
  dataset_id: number;
  record: string;
}

export interface PainQuery {
  userIds: readonly number[];
  datasetIds: readonly number[];
}

/** The readings of the pain datasets from `fromDay` on, oldest first. */
export async function painRecordsFrom(
  db: Db,
  query: PainQuery,
  fromDay: string,
): Promise<PainRecord[]> {
  if (query.userIds.length === 0 || query.datasetIds.length === 0) return [];
  const { rows } = await sql<PainRecord>`
    select rm.user_id::float8 as user_id, rm.dataset_id, record
      from reading_months rm, unnest(rm.records) with ordinality as kept(record, position)
     where rm.user_id = any(${query.userIds}::bigint[])
       and rm.dataset_id = any(${query.datasetIds}::int[])
       and rm.month >= date_trunc('month', ${fromDay}::date)
       and rm.month + rm.days[position] - 1 >= ${fromDay}::date
     order by rm.month, position`.execute(db);
  return rows;
}

/**
 * Each pain dataset's newest month of readings up to `fromDay`'s month, for patients with no
 * pain since `fromDay`: their last pain, however long ago.
 */
export async function painRecordsBefore(
  db: Db,
  query: PainQuery,
  fromDay: string,
): Promise<PainRecord[]> {
  if (query.userIds.length === 0 || query.datasetIds.length === 0) return [];
  const { rows } = await sql<PainRecord>`
    select newest.user_id::float8 as user_id, newest.dataset_id, record
      from (select distinct on (user_id, dataset_id) user_id, dataset_id, month, records
              from reading_months
             where user_id = any(${query.userIds}::bigint[])
               and dataset_id = any(${query.datasetIds}::int[])
               and month <= date_trunc('month', ${fromDay}::date)
             order by user_id, dataset_id, month desc) newest,
           unnest(newest.records) with ordinality as kept(record, position)
     order by newest.month, position`.execute(db);
  return rows;
}

/**
 * How many readings of the datasets were judged out of range (decision 035) since each
 * patient's moment; the pattern is migration 026's index's, so only such readings are read.
 */
export async function outOfRangeSince(
  db: Db,
  since: readonly { userId: number; since: Date }[],
  datasetIds: readonly number[],
): Promise<Map<number, number>> {
  if (since.length === 0 || datasetIds.length === 0) return new Map();
  const { rows } = await sql<{ user_id: number; results: number }>`
    select r.user_id::float8 as user_id, count(*)::int as results
      from unnest(${since.map((row) => row.userId)}::bigint[],
                  ${since.map((row) => row.since)}::timestamptz[]) as asked(user_id, since)
      join readings r on r.user_id = asked.user_id and r.recorded_at > asked.since
     where r.values::text ~ '_reference_flag": "(LL|L|H|HH)"'
       and r.dataset_id = any(${datasetIds}::int[])
     group by r.user_id`.execute(db);
  return new Map(rows.map((row) => [row.user_id, row.results]));
}

/** A prescribed routine's plan, as adherence and the quiet rules read it. */
export interface PanelPlan {
  user_id: number;
  routine_id: number;
  plan_days: number[];
  plan_starts_on: string;
  plan_ends_on: string | null;
  /** yyyy-MM-dd in UTC of the day the clinician ended it; the zone is the patient's below. */
  plan_ended_at: Date | null;
  prescriber_is_doctor: boolean;
}

export async function prescribedPlans(db: Db, userIds: readonly number[]): Promise<PanelPlan[]> {
  if (userIds.length === 0) return [];
  const rows = await db
    .selectFrom('routines')
    .leftJoin('users as prescriber', 'prescriber.id', 'routines.prescribed_by')
    .select([
      sql<number>`routines.user_id::float8`.as('user_id'),
      sql<number>`routines.id::float8`.as('routine_id'),
      'routines.plan_days',
      sql<string>`to_char(routines.plan_starts_on, 'YYYY-MM-DD')`.as('plan_starts_on'),
      sql<string | null>`to_char(routines.plan_ends_on, 'YYYY-MM-DD')`.as('plan_ends_on'),
      'routines.plan_ended_at',
      sql<boolean>`coalesce(prescriber.is_doctor, false)`.as('prescriber_is_doctor'),
    ])
    .where(sql<boolean>`routines.user_id = any(${userIds}::bigint[])`)
    .where('routines.prescribed', '=', true)
    .where('routines.plan_days', 'is not', null)
    .where('routines.plan_starts_on', 'is not', null)
    .execute();
  return rows.map((row) => ({ ...row, plan_days: row.plan_days ?? [] }));
}

/** A finished run as the panel counts it. */
export interface PanelRun {
  user_id: number;
  routine_id: number;
  /** yyyy-MM-dd HH:mm, the patient's clock. */
  created_on: string;
  pain_before: number | null;
  pain_after: number | null;
}

export async function runsFrom(
  db: Db,
  userIds: readonly number[],
  fromDay: string,
): Promise<PanelRun[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('routine_sessions')
    .select([
      sql<number>`user_id::float8`.as('user_id'),
      sql<number>`routine_id::float8`.as('routine_id'),
      sql<string>`to_char(created_on, 'YYYY-MM-DD HH24:MI')`.as('created_on'),
      'pain_before',
      'pain_after',
    ])
    .where(sql<boolean>`user_id = any(${userIds}::bigint[])`)
    .where('created_on', '>=', fromDay)
    .orderBy('created_on')
    .execute();
}

/** The newest run of each patient before `beforeDay`: for patients quiet for a while. */
export async function latestRunsBefore(
  db: Db,
  userIds: readonly number[],
  beforeDay: string,
): Promise<PanelRun[]> {
  if (userIds.length === 0) return [];
  const { rows } = await sql<PanelRun>`
    select distinct on (user_id) user_id::float8 as user_id, routine_id::float8 as routine_id,
           to_char(created_on, 'YYYY-MM-DD HH24:MI') as created_on, pain_before, pain_after
      from routine_sessions
     where user_id = any(${userIds}::bigint[]) and created_on < ${beforeDay}::timestamp
     order by user_id, created_on desc`.execute(db);
  return rows;
}
