import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import * as careGrants from '../../src/server/db/migrations/011_care_grants';
import { createTestDatabase } from '../support/testDatabase';

const appliedNames = async (database: DatabaseHandle) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database.db,
    )
  ).rows.map((row) => row.name);

// A restart on an up-to-date database skips Kysely's migrator (decision 018); anything
// else still goes through it, with its checks.
describe('migrateToLatest', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('leaves an up-to-date database as it is when run again', async () => {
    database = await createTestDatabase();
    const before = await appliedNames(database);
    expect(before.length).toBeGreaterThanOrEqual(10);
    await migrateToLatest(database.db);
    expect(await appliedNames(database)).toEqual(before);
  });

  it('runs a migration the database has not run yet', async () => {
    database = await createTestDatabase();
    // A migration is written against Kysely<unknown>, as the migrator calls it.
    await careGrants.down(database.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name = '011_care_grants'`.execute(database.db);
    await migrateToLatest(database.db);
    expect((await appliedNames(database)).at(-1)).toBe('011_care_grants');
    await expect(sql`select count(*) from care_grants`.execute(database.db)).resolves.toBeDefined();
  });

  it('refuses a database that has run a migration this server does not know', async () => {
    database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('999_from_a_newer_motus', now())`.execute(
      database.db,
    );
    await expect(migrateToLatest(database.db)).rejects.toThrow(/999_from_a_newer_motus/);
  });
});
