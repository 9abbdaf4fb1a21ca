import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { ReadingValues } from '../tables/readingsTable';

/** The datasets one user has readings in, by id. */
export async function datasetIdsWithReadings(
  db: Kysely<Database>,
  userId: number,
): Promise<Set<number>> {
  const rows = await db
    .selectFrom('readings')
    .select('dataset_id')
    .distinct()
    .where('user_id', '=', userId)
    .execute();
  return new Set(rows.map((row) => row.dataset_id));
}

/** Where a page of readings ends; the next page starts after it. */
export interface ReadingCursor {
  /** created_on as the database's full-precision text. */
  createdOn: string;
  id: number;
}

export interface ReadingPageRow {
  id: number;
  /** yyyy-MM-dd HH:mm:ss, the person's wall-clock time as stored. */
  created_on: string;
  values: ReadingValues;
  cursor: ReadingCursor;
}

/**
 * One page of a user's readings of one dataset, oldest first, after the cursor (keyset
 * pagination: each page is an index range scan, however far in the export is, and only one
 * page is ever held in memory).
 */
export async function readingsPageAfter(
  db: Kysely<Database>,
  query: {
    userId: number;
    datasetId: number;
    after: ReadingCursor | null;
    limit: number;
    /** yyyy-MM-dd, inclusive: only the readings of these days. */
    dateFrom?: string | undefined;
    dateTo?: string | undefined;
  },
): Promise<ReadingPageRow[]> {
  let select = db
    .selectFrom('readings')
    .select([
      'id',
      sql<string>`to_char(created_on, 'YYYY-MM-DD HH24:MI:SS')`.as('created_on'),
      sql<string>`created_on::text`.as('cursor_created_on'),
      'values',
    ])
    .where('user_id', '=', query.userId)
    .where('dataset_id', '=', query.datasetId);
  if (query.dateFrom !== undefined) {
    select = select.where(sql<boolean>`created_on >= ${query.dateFrom}::date`);
  }
  if (query.dateTo !== undefined) {
    select = select.where(sql<boolean>`created_on < ${query.dateTo}::date + 1`);
  }
  if (query.after !== null) {
    const { createdOn, id } = query.after;
    // The first condition bounds the index range scan; the row comparison breaks ties.
    select = select
      .where(sql<boolean>`created_on >= ${createdOn}::timestamp`)
      .where(sql<boolean>`(created_on, id) > (${createdOn}::timestamp, ${id})`);
  }
  const rows = await select.orderBy('created_on').orderBy('id').limit(query.limit).execute();
  return rows.map(({ cursor_created_on: createdOn, ...row }) => ({
    ...row,
    cursor: { createdOn, id: row.id },
  }));
}
