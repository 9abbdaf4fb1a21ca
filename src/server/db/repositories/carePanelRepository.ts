import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

type Db = Kysely<Database>;

export interface PanelPatient {
  id: number;
  first_name: string;
  last_name: string;
  time_zone: string | null;
  reviewed_at: Date | null;
}

/** The patients' names and zones, with when this doctor last reviewed each. */
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
    .select([
      'users.id',
      'users.first_name',
      'users.last_name',
      'users.time_zone',
      'panel_reviews.reviewed_at',
    ])
    .where('users.id', 'in', patientIds)
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

/** A month's row of one dataset of one patient, as the panel reads it. */
export interface PanelMonth {
  user_id: number;
  dataset_id: number;
  /** yyyy-MM-dd, the month's first day. */
  month: string;
  /** The day of the month of each reading, oldest first. */
  days: number[];
  /** yyyy-MM-dd HH:mm of the month's last reading. */
  last_created_on: string;
  /** The readings as record JSON, for the datasets asked for in full (pain); else null. */
  records: string[] | null;
}

export interface PanelMonthsQuery {
  userIds: readonly number[];
  datasetIds: readonly number[];
  /** Datasets whose records come back in full. */
  fullDatasetIds: readonly number[];
}

const monthColumns = (fullDatasetIds: readonly number[]) => sql`
  user_id::float8 as user_id, dataset_id, to_char(month, 'YYYY-MM-DD') as month, days,
  (records[cardinality(records)]::jsonb) ->> 'created_on' as last_created_on,
  case when dataset_id = any(${fullDatasetIds}::int[]) then records end as records`;

/**
 * The month rows from `fromMonth` on (decision 029 keeps them in step with the readings): the
 * days with data, the last reading and the pain scores come from a few rows a patient, not
 * from every reading.
 */
export async function monthsFrom(
  db: Db,
  query: PanelMonthsQuery,
  fromMonth: string,
): Promise<PanelMonth[]> {
  if (query.userIds.length === 0 || query.datasetIds.length === 0) return [];
  const { rows } = await sql<PanelMonth>`
    select ${monthColumns(query.fullDatasetIds)}
      from reading_months
     where user_id = any(${query.userIds}::bigint[])
       and dataset_id = any(${query.datasetIds}::int[])
       and month >= ${fromMonth}::date`.execute(db);
  return rows;
}

/** Each dataset's newest month row before `beforeMonth`: for patients quiet for a while. */
export async function latestMonthsBefore(
  db: Db,
  query: PanelMonthsQuery,
  beforeMonth: string,
): Promise<PanelMonth[]> {
  if (query.userIds.length === 0 || query.datasetIds.length === 0) return [];
  const { rows } = await sql<PanelMonth>`
    select distinct on (user_id, dataset_id) ${monthColumns(query.fullDatasetIds)}
      from reading_months
     where user_id = any(${query.userIds}::bigint[])
       and dataset_id = any(${query.datasetIds}::int[])
       and month < ${beforeMonth}::date
     order by user_id, dataset_id, month desc`.execute(db);
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
    .where('routines.user_id', 'in', userIds)
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
    ])
    .where('user_id', 'in', userIds)
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
           to_char(created_on, 'YYYY-MM-DD HH24:MI') as created_on
      from routine_sessions
     where user_id = any(${userIds}::bigint[]) and created_on < ${beforeDay}::timestamp
     order by user_id, created_on desc`.execute(db);
  return rows;
}
