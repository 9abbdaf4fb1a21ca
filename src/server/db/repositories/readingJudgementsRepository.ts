import { sql, type Kysely } from 'kysely';
import type { Sex } from '../../../shared/profile-config/referenceFor';
import type { Database } from '../database';
import type { ReadingValues } from '../tables/readingsTable';

/** Per dataset, the intervals its stored readings were last judged against at start. */
export async function judgedIntervals(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db.selectFrom('judged_datasets').select(['dataset_id', 'intervals']).execute();
  return new Map(rows.map((row) => [row.dataset_id, row.intervals]));
}

export async function markJudged(
  db: Kysely<Database>,
  datasetId: number,
  intervals: string,
): Promise<void> {
  await db
    .insertInto('judged_datasets')
    .values({ dataset_id: datasetId, intervals })
    .onConflict((conflict) =>
      conflict.column('dataset_id').doUpdateSet({ intervals, judged_at: sql`now()` } as never),
    )
    .execute();
}

export interface StoredReading {
  id: number;
  values: ReadingValues;
  sex: Sex;
}

/** A page of a dataset's readings after an id, with their owner's sex, oldest id first. */
export async function readingsToJudge(
  db: Kysely<Database>,
  datasetId: number,
  afterId: number,
  limit: number,
): Promise<StoredReading[]> {
  const rows = await db
    .selectFrom('readings')
    .innerJoin('users', 'users.id', 'readings.user_id')
    .select(['readings.id', 'readings.values', 'users.gender'])
    .where('readings.dataset_id', '=', datasetId)
    .where('readings.id', '>', afterId)
    .orderBy('readings.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ id: row.id, values: row.values, sex: row.gender }));
}

/** New values for some readings, in one statement (the month rows are refreshed once). */
export async function updateReadingValues(
  db: Kysely<Database>,
  changes: readonly { id: number; values: ReadingValues }[],
): Promise<void> {
  if (changes.length === 0) return;
  const ids = changes.map((change) => change.id);
  const values = changes.map((change) => JSON.stringify(change.values));
  await sql`
    update readings
       set values = changed.values::jsonb
      from (select unnest(${ids}::bigint[]) as id, unnest(${values}::text[]) as values) changed
     where readings.id = changed.id`.execute(db);
}
