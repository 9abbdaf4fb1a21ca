import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/database';
import { updateReadingValues } from '../../src/server/db/repositories/readingJudgementsRepository';
import { insertReading } from '../../src/server/db/repositories/readingsRepository';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

const BLOOD_PRESSURE = 188;

/** Rows of reading_months written so far, as the database counts them (see monthRowWrites). */
async function monthRowCounts(trx: Kysely<Database>) {
  const { rows } = await sql<{ inserted: number; updated: number }>`
    select n_tup_ins::int as inserted, n_tup_upd::int as updated
      from pg_stat_xact_user_tables where relname = 'reading_months'`.execute(trx);
  return rows[0] ?? { inserted: 0, updated: 0 };
}

/**
 * Rows of reading_months that `statement` wrote, run in a transaction of its own. The counts
 * read are the connection's not yet reported to the statistics, which may hold earlier
 * transactions' too: none is reported while a transaction runs, so the difference is exact.
 */
async function monthRowWrites(
  db: Kysely<Database>,
  statement: (trx: Kysely<Database>) => Promise<unknown>,
) {
  return db.transaction().execute(async (trx) => {
    const before = await monthRowCounts(trx);
    await statement(trx);
    const after = await monthRowCounts(trx);
    return { inserted: after.inserted - before.inserted, updated: after.updated - before.updated };
  });
}

/** The month row's version: a new one is written whenever the row is. */
async function monthRowVersion(db: Kysely<Database>, userId: number, month: string) {
  const { rows } = await sql<{ version: string }>`
    select xmin::text as version from reading_months
     where user_id = ${userId} and dataset_id = ${BLOOD_PRESSURE} and month = ${month}`.execute(db);
  return rows[0]?.version;
}

// Every write refreshes its month's row (decision 029); the embedded database reclaims no
// dead row by itself, so the refresh writes a row only when the row changes, and once
// (decision 040).
describe('the month rows a write leaves', () => {
  let t: TestApp;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ userId } = await signUp(t.app, 'Monthly'));
    await insertReading(t.database.db, {
      userId,
      datasetId: BLOOD_PRESSURE,
      createdOn: '2025-03-02 08:00',
      values: { systolic_value: 120, diastolic_value: 80 },
    });
  });
  afterAll(() => t.close());

  it('writes a month that has readings once for a new reading in it', async () => {
    const writes = await monthRowWrites(t.database.db, (trx) =>
      insertReading(trx, {
        userId,
        datasetId: BLOOD_PRESSURE,
        createdOn: '2025-03-09 08:00',
        values: { systolic_value: 124, diastolic_value: 82 },
      }),
    );
    expect(writes).toEqual({ inserted: 0, updated: 1 });
  });

  it('leaves the month row as it was when a statement does not change its records', async () => {
    const { rows } = await sql<{ id: number }>`
      select id::int as id from readings where user_id = ${userId} order by id`.execute(
      t.database.db,
    );
    const before = await monthRowVersion(t.database.db, userId, '2025-03-01');
    expect(before).toBeDefined();
    // A judging pass that finds the values it already holds writes them back unchanged.
    const writes = await monthRowWrites(t.database.db, (trx) =>
      updateReadingValues(
        trx,
        rows.map((row, index) => ({
          id: row.id,
          values:
            index === 0
              ? { systolic_value: 120, diastolic_value: 80 }
              : { systolic_value: 124, diastolic_value: 82 },
        })),
      ),
    );
    expect(writes).toEqual({ inserted: 0, updated: 0 });
    expect(await monthRowVersion(t.database.db, userId, '2025-03-01')).toBe(before);
  });

  it('writes the row again when a value in it changes', async () => {
    const before = await monthRowVersion(t.database.db, userId, '2025-03-01');
    await sql`update readings set values = values || '{"systolic_value": 130}'
               where user_id = ${userId} and created_on = '2025-03-09 08:00'`.execute(
      t.database.db,
    );
    expect(await monthRowVersion(t.database.db, userId, '2025-03-01')).not.toBe(before);
  });
});
