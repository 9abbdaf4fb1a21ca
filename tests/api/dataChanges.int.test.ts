import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { insertReadings } from '../../src/server/db/repositories/readingsRepository';
import { createTestDatabase } from '../support/testDatabase';

// A person's data-change number (decision 047) is what the clinician's panel trusts to tell
// whether what it kept of a patient still holds: every write to their readings or runs, by
// any path, moves it, and nobody else's write does.

let database: DatabaseHandle;
let ana: number;
let ben: number;

const changeOf = async (userId: number) =>
  (
    await sql<{ change: string }>`
      select change::text as change from data_changes where user_id = ${userId}`.execute(
      database.db,
    )
  ).rows[0]?.change;

async function person(email: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`
    insert into users (email, first_name, last_name, gender, height, mass, date_of_birth,
                       fitness_type, password_hash)
    values (${email}, 'A', 'Person', 'Female', '1.70', 60, '1990-01-01', 'athlete', 'x')
    returning id::float8 as id`.execute(database.db);
  return rows[0]!.id;
}

const reading = (userId: number, createdOn: string) => ({
  userId,
  datasetId: 1,
  createdOn,
  values: { value: 1 },
});

beforeAll(async () => {
  database = await createTestDatabase();
  ana = await person('ana@example.test');
  ben = await person('ben@example.test');
}, 60_000);
afterAll(() => database.close());

describe("a person's data-change number", () => {
  it('moves on each reading written, changed or deleted, and only for its owner', async () => {
    expect(await changeOf(ana)).toBeUndefined();
    await insertReadings(database.db, [reading(ana, '2026-11-01 08:00')]);
    const written = await changeOf(ana);
    expect(written).toBeDefined();
    expect(await changeOf(ben)).toBeUndefined();

    await database.db
      .updateTable('readings')
      .set({ values: JSON.stringify({ value: 2 }) })
      .where('user_id', '=', ana)
      .execute();
    const changed = await changeOf(ana);
    expect(BigInt(changed ?? 0)).toBeGreaterThan(BigInt(written ?? 0));

    await database.db.deleteFrom('readings').where('user_id', '=', ana).execute();
    expect(BigInt((await changeOf(ana)) ?? 0)).toBeGreaterThan(BigInt(changed ?? 0));
  });

  it('moves on a run saved, and goes with the person when they are erased', async () => {
    await insertReadings(database.db, [reading(ben, '2026-11-02 08:00')]);
    const before = await changeOf(ben);
    const { rows } = await sql<{ id: number }>`
      insert into routines (user_id, name, category, template_id)
      values (${ben}, 'Knees', 'rehab', null) returning id::float8 as id`.execute(database.db);
    await sql`
      insert into routine_sessions (user_id, routine_id, created_on, time_total, time_exercising,
                                    exercises_completed, exercises_skipped)
      values (${ben}, ${rows[0]!.id}, '2026-11-02 18:00', 600, 400, 3, 0)`.execute(database.db);
    expect(BigInt((await changeOf(ben)) ?? 0)).toBeGreaterThan(BigInt(before ?? 0));

    await database.db.deleteFrom('users').where('id', '=', ben).execute();
    expect(await changeOf(ben)).toBeUndefined();
  });
});
