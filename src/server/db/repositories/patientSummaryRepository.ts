import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { ReadingValues } from '../tables/readingsTable';

/** A reading as the patient summary reads it: its dataset, its wall-clock time and its values. */
export interface SummaryReading {
  dataset_id: number;
  /** yyyy-MM-dd HH:mm, the person's clock. */
  at: string;
  values: ReadingValues;
}

const atText = sql<string>`to_char(created_on, 'YYYY-MM-DD HH24:MI')`;

/**
 * A person's readings of these datasets from the day `since` on, and the latest of each dataset
 * whenever it was recorded, in one statement: oldest first, the latest marked.
 */
export async function readingsSinceWithLatest(
  db: Kysely<Database>,
  query: { userId: number; datasetIds: readonly number[]; since: string },
): Promise<{ recent: SummaryReading[]; latest: SummaryReading[] }> {
  if (query.datasetIds.length === 0) return { recent: [], latest: [] };
  const ids = [...query.datasetIds];
  const rows = await sql<SummaryReading & { latest: boolean }>`
    select dataset_id, ${atText} as at, values, false as latest
      from readings
     where user_id = ${query.userId}
       and dataset_id = any(${ids}::int[])
       and created_on >= ${query.since}::date
    union all
    select * from (
      select distinct on (dataset_id) dataset_id, ${atText} as at, values, true as latest
        from readings
       where user_id = ${query.userId}
         and dataset_id = any(${ids}::int[])
       order by dataset_id, created_on desc, id desc
    ) latest
    order by latest, at, dataset_id`.execute(db);
  const recent: SummaryReading[] = [];
  const latest: SummaryReading[] = [];
  for (const { latest: isLatest, ...reading } of rows.rows) {
    (isLatest ? latest : recent).push(reading);
  }
  return { recent, latest };
}

/**
 * A person's readings of these datasets on the latest `days` days that have any, in one
 * statement: the laboratory's last panels, however long ago they were.
 */
export async function readingsOfLatestDays(
  db: Kysely<Database>,
  query: { userId: number; datasetIds: readonly number[]; days: number },
): Promise<SummaryReading[]> {
  if (query.datasetIds.length === 0) return [];
  const ids = [...query.datasetIds];
  const rows = await sql<SummaryReading>`
    with days as (
      select distinct created_on::date as day
        from readings
       where user_id = ${query.userId}
         and dataset_id = any(${ids}::int[])
       order by day desc
       limit ${query.days}
    )
    select dataset_id, ${atText} as at, values
      from readings
     where user_id = ${query.userId}
       and dataset_id = any(${ids}::int[])
       and created_on >= (select min(day) from days)
       and created_on::date in (select day from days)
     order by created_on, id`.execute(db);
  return rows.rows;
}

/** Every reading of these datasets, newest first: the records that stand until they end. */
export async function allReadingsOf(
  db: Kysely<Database>,
  query: { userId: number; datasetIds: readonly number[] },
): Promise<SummaryReading[]> {
  if (query.datasetIds.length === 0) return [];
  return db
    .selectFrom('readings')
    .select(['dataset_id', atText.as('at'), 'values'])
    .where('user_id', '=', query.userId)
    .where('dataset_id', 'in', [...query.datasetIds])
    .orderBy('created_on', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export interface SummaryRunRow {
  id: number;
  routine_id: number;
  routine_name: string;
  at: string;
  time_exercising: number;
  exercises_completed: number;
  exercises_skipped: number;
  /** How many runs the days hold, and their seconds exercising: the same on every row. */
  total: number;
  total_time_exercising: number;
}

/** A person's routine runs from the day `since` on, newest first, at most `limit`, with their totals. */
export async function runsSince(
  db: Kysely<Database>,
  query: { userId: number; since: string; limit: number },
): Promise<SummaryRunRow[]> {
  return db
    .selectFrom('routine_sessions')
    .innerJoin('routines', 'routines.id', 'routine_sessions.routine_id')
    .select([
      'routine_sessions.id',
      'routine_sessions.routine_id',
      'routines.name as routine_name',
      sql<string>`to_char(routine_sessions.created_on, 'YYYY-MM-DD HH24:MI')`.as('at'),
      'routine_sessions.time_exercising',
      'routine_sessions.exercises_completed',
      'routine_sessions.exercises_skipped',
      sql<number>`(count(*) over ())::int`.as('total'),
      sql<number>`(sum(routine_sessions.time_exercising) over ())::int`.as('total_time_exercising'),
    ])
    .where('routine_sessions.user_id', '=', query.userId)
    .where('routine_sessions.created_on', '>=', sql<string>`${query.since}::date`)
    .orderBy('routine_sessions.created_on', 'desc')
    .orderBy('routine_sessions.id', 'desc')
    .limit(query.limit)
    .execute();
}

/** What the summary says of the person: date of birth (yyyy-MM-dd), gender, time zone. */
export async function patientFacts(
  db: Kysely<Database>,
  userId: number,
): Promise<{ date_of_birth: string; gender: string; time_zone: string | null } | undefined> {
  return db
    .selectFrom('users')
    .select([
      sql<string>`to_char(date_of_birth, 'YYYY-MM-DD')`.as('date_of_birth'),
      'gender',
      'time_zone',
    ])
    .where('id', '=', userId)
    .executeTakeFirst();
}
