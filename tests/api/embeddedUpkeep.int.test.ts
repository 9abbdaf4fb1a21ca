import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPglite } from '../../src/server/db/connectPglite';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import { insertReadings } from '../../src/server/db/repositories/readingsRepository';
import {
  keepUp,
  tablesDueForUpkeep,
  UPKEEP_THRESHOLDS,
} from '../../src/server/db/upkeep/tablesDueForUpkeep';

const BLOOD_PRESSURE = 188;
const READINGS = 2_000;

async function deadRows(database: DatabaseHandle, table: string) {
  await sql`select pg_stat_force_next_flush()`.execute(database.db);
  const { rows } = await sql<{ dead: number; vacuumed: boolean }>`
    select n_dead_tup::int as dead, last_vacuum is not null as vacuumed
      from pg_stat_user_tables where relname = ${table}`.execute(database.db);
  return rows[0];
}

// The embedded database has no autovacuum; the server vacuums the tables whose dead rows pass
// a threshold (decision 040). This is the embedded database's own upkeep: it runs on PGlite
// whatever database the other tests use.
describe('the embedded database upkeep', () => {
  let database: DatabaseHandle;
  let userId: number;

  beforeAll(async () => {
    database = await connectPglite(undefined);
    await migrateToLatest(database.db);
    const { rows } = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, gender, height, mass, date_of_birth,
                         fitness_type, password_hash)
      values ('upkeep@example.test', 'Up', 'Keep', 'Female', '1.70', 60, '1990-01-01',
              'athlete', 'x') returning id`.execute(database.db);
    userId = rows[0]?.id ?? 0;
    await insertReadings(
      database.db,
      Array.from({ length: READINGS }, (_, index) => ({
        userId,
        datasetId: BLOOD_PRESSURE,
        createdOn: `2025-${String(1 + (index % 12)).padStart(2, '0')}-10 08:00`,
        values: { systolic_value: 100 + (index % 50), diastolic_value: 70 },
      })),
    );
  });
  afterAll(() => database.close());

  it('leaves a table whose dead rows are under the threshold', async () => {
    await sql`delete from readings where id in (select id from readings order by id limit 10)`.execute(
      database.db,
    );
    const due = await tablesDueForUpkeep(database.db);
    expect(due.filter((table) => table.kind === 'vacuum').map((table) => table.table)).toEqual([]);
    expect(await deadRows(database, 'readings')).toEqual({ dead: 10, vacuumed: false });
  });

  it('vacuums a table once its dead rows pass the threshold, and its dead rows are gone', async () => {
    expect(READINGS - 10).toBeGreaterThan(UPKEEP_THRESHOLDS.baseRows);
    // A deleted account's readings: every one of them a dead row.
    await sql`delete from readings where user_id = ${userId}`.execute(database.db);
    const due = await tablesDueForUpkeep(database.db);
    const readings = due.find((table) => table.table === 'readings');
    expect(readings).toMatchObject({ kind: 'vacuum', deadRows: READINGS });
    for (const table of due) await keepUp(database.db, table);
    expect(await deadRows(database, 'readings')).toEqual({ dead: 0, vacuumed: true });
    expect(await tablesDueForUpkeep(database.db)).toEqual([]);
  });
});
