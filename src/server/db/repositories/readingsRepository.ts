import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { ReadingValues } from '../tables/readingsTable';

export interface NewReading {
  userId: number;
  datasetId: number;
  createdOn: string;
  values: ReadingValues;
}

export async function insertReading(db: Kysely<Database>, reading: NewReading): Promise<number> {
  const row = await db
    .insertInto('readings')
    .values({
      user_id: reading.userId,
      dataset_id: reading.datasetId,
      created_on: reading.createdOn,
      values: JSON.stringify(reading.values),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Many readings in one statement per thousand (demo data, imports). */
export async function insertReadings(
  db: Kysely<Database>,
  readings: readonly NewReading[],
): Promise<void> {
  const batch = 1000;
  for (let start = 0; start < readings.length; start += batch) {
    await db
      .insertInto('readings')
      .values(
        readings.slice(start, start + batch).map((reading) => ({
          user_id: reading.userId,
          dataset_id: reading.datasetId,
          created_on: reading.createdOn,
          values: JSON.stringify(reading.values),
        })),
      )
      .execute();
  }
}

export interface ReadingsAsJson {
  count: number;
  /** The JSON array of records, built by the database, oldest first. */
  json: string;
}

/** One user's readings of one dataset over calendar days, with the date named and shaped for the reply. */
export interface ReadingsRangeQuery {
  userId: number;
  datasetId: number;
  dateFrom: string;
  dateTo: string;
  dateField: string;
  withTime: boolean;
}

/**
 * One user's readings of one dataset with dateFrom ≤ day ≤ dateTo, oldest first, as the
 * reply's JSON text built by the database: each record is { id, <dateField>: date,
 * ...values }. Rows are never turned into JavaScript objects and back, which is where a chart
 * read spent most of its time (decision 010).
 */
export async function readingsJsonInRange(
  db: Kysely<Database>,
  query: ReadingsRangeQuery,
): Promise<ReadingsAsJson> {
  const format = query.withTime ? 'YYYY-MM-DD HH24:MI' : 'YYYY-MM-DD';
  const { rows } = await sql<ReadingsAsJson>`
    select count(*)::int as count,
           coalesce(
             json_agg(
               jsonb_build_object('id', id, ${query.dateField}::text, to_char(created_on, ${format}))
                 || values
               order by created_on, id
             )::text,
             '[]'
           ) as json
      from readings
     where user_id = ${query.userId}
       and dataset_id = ${query.datasetId}
       and created_on >= ${query.dateFrom}::date
       and created_on < ${query.dateTo}::date + 1
  `.execute(db);
  const row = rows[0];
  if (!row) throw new Error('An aggregate query returned no row');
  return row;
}

export interface MonthlyFieldTotal {
  /** yyyy-MM */
  month: string;
  field: string;
  total: number;
}

/**
 * Per-month sums of every numeric field of the given datasets in one calendar year,
 * summed by the database so a year of daily readings never crosses the wire.
 */
export async function sumReadingsPerMonth(
  db: Kysely<Database>,
  userId: number,
  datasetIds: readonly number[],
  year: number,
): Promise<MonthlyFieldTotal[]> {
  if (datasetIds.length === 0) return [];
  const result = await sql<{ month: string; field: string; total: string | number }>`
    select to_char(r.created_on, 'YYYY-MM') as month, v.key as field,
           sum((v.value #>> '{}')::numeric) as total
    from readings r, jsonb_each(r.values) v
    where r.user_id = ${userId}
      and r.dataset_id in (${sql.join(datasetIds)})
      and r.created_on >= make_date(${year}, 1, 1)
      and r.created_on < make_date(${year + 1}, 1, 1)
      and jsonb_typeof(v.value) = 'number'
    group by 1, 2
    order by 1, 2`.execute(db);
  return result.rows.map((row) => ({
    month: row.month,
    field: row.field,
    total: Number(row.total),
  }));
}
