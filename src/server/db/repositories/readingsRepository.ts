import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { DEFAULT_RECORD_DATE } from '../../../shared/profile-config/recordDate';
import { preparedStatement, runPrepared } from '../preparedStatements';
import { oncePerKey } from './oncePerKey';
import type { ReadingValues } from '../tables/readingsTable';

export interface NewReading {
  userId: number;
  datasetId: number;
  createdOn: string;
  values: ReadingValues;
}

/** A reading as its row is written. */
function readingRow(reading: NewReading) {
  return {
    user_id: reading.userId,
    dataset_id: reading.datasetId,
    created_on: reading.createdOn,
    values: JSON.stringify(reading.values),
  };
}

export async function insertReading(db: Kysely<Database>, reading: NewReading): Promise<number> {
  const row = await db
    .insertInto('readings')
    .values(readingRow(reading))
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Stores a reading once per person and key: a repeat of the key (a retry that never heard the
 * first reply, a queue sent again from another tab) stores nothing and gives the first one's id.
 * Parallel repeats meet at the unique index, so one of them stores it.
 */
export async function insertReadingOnce(
  db: Kysely<Database>,
  reading: NewReading,
  idempotencyKey: string,
): Promise<number> {
  const inserted = await db
    .insertInto('readings')
    .values({ ...readingRow(reading), idempotency_key: idempotencyKey })
    .onConflict(oncePerKey)
    .returning('id')
    .executeTakeFirst();
  if (inserted) return inserted.id;
  const earlier = await db
    .selectFrom('readings')
    .select('id')
    .where('user_id', '=', reading.userId)
    .where('idempotency_key', '=', idempotencyKey)
    .executeTakeFirstOrThrow();
  return earlier.id;
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
      .values(readings.slice(start, start + batch).map(readingRow))
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

// Both reads are prepared (decision 016): every chart read runs one, and planning was a share
// of its cost.

/**
 * The default record date's reads, from the month rows the database keeps in step with every
 * write (migration 016, decision 029): whole months as they are, the first and last month cut
 * at the asked days by the day numbers kept beside the records.
 */
const monthRowsJsonStatement = preparedStatement<ReadingsAsJson>(
  'readings_json_from_months',
  `select coalesce(sum(cardinality(slice)), 0)::int as count,
          '[' || coalesce(string_agg(array_to_string(slice, ','), ',' order by month), '') || ']'
            as json
     from (select month,
                  records[
                    case when month = date_trunc('month', $3::timestamp)::date
                      then (select count(*) from unnest(days) as day
                             where day < extract(day from $3::date))::int + 1
                      else 1 end
                    :
                    case when month = date_trunc('month', $4::timestamp)::date
                      then (select count(*) from unnest(days) as day
                             where day <= extract(day from $4::date))::int
                      else cardinality(days) end
                  ] as slice
             from reading_months
            where user_id = $1
              and dataset_id = $2
              and month >= date_trunc('month', $3::timestamp)::date
              and month <= $4::date) months
    where cardinality(slice) > 0`,
);

/** Any other record date: each record built from its reading. */
const readingRowsJsonStatement = preparedStatement<ReadingsAsJson>(
  'readings_json_from_rows',
  `select count(*)::int as count,
          coalesce(
            json_agg(
              jsonb_build_object('id', id, $5::text, to_char(created_on, $6)) || values
              order by created_on, id
            )::text,
            '[]'
          ) as json
     from readings
    where user_id = $1
      and dataset_id = $2
      and created_on >= $3::date
      and created_on < $4::date + 1`,
);

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
  const range = [query.userId, query.datasetId, query.dateFrom, query.dateTo];
  const [row] =
    query.dateField === DEFAULT_RECORD_DATE.field && query.withTime === DEFAULT_RECORD_DATE.time
      ? await runPrepared(db, monthRowsJsonStatement, range)
      : await runPrepared(db, readingRowsJsonStatement, [
          ...range,
          query.dateField,
          query.withTime ? 'YYYY-MM-DD HH24:MI' : 'YYYY-MM-DD',
        ]);
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
