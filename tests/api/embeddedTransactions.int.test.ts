import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { createTestDatabase } from '../support/testDatabase';

// PGlite is one connection shared by every request (pgliteDialect). A write acknowledged to
// one person must not be undone because someone else's transaction failed meanwhile.
describe('transactions beside other requests', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    await sql`create table turn_log (what text not null)`.execute(database.db);
  });
  afterAll(() => database.close());

  const logged = async () =>
    (
      await sql<{ what: string }>`select what from turn_log order by what`.execute(database.db)
    ).rows.map((row) => row.what);

  it("keeps another request's write when a transaction open at the same time rolls back", async () => {
    let insideOpened: () => void = () => undefined;
    const opened = new Promise<void>((resolve) => {
      insideOpened = resolve;
    });
    const failing = database.db.transaction().execute(async (trx) => {
      await sql`insert into turn_log (what) values ('inside the transaction')`.execute(trx);
      insideOpened();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('the transaction fails');
    });
    await opened;
    const other = sql`insert into turn_log (what) values ('another request')`.execute(database.db);
    await expect(failing).rejects.toThrow('the transaction fails');
    await other;
    expect(await logged()).toEqual(['another request']);
  });

  it('goes on answering after a transaction fails', async () => {
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        throw new Error('fails again');
      }),
    ).rejects.toThrow('fails again');
    await expect(sql`select 1 as one`.execute(database.db)).resolves.toMatchObject({
      rows: [{ one: 1 }],
    });
  });
});
