import { randomBytes } from 'node:crypto';
import pg from 'pg';
import {
  connectPglite,
  connectPostgres,
  type DatabaseHandle,
} from '../../src/server/db/connectDatabase';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new
 * database on the PostgreSQL server of DATABASE_URL (dropped again on close), so the same
 * tests prove both.
 */
export async function createTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const handle = await connectPglite(undefined);
    await migrateToLatest(handle.db);
    return handle;
  }
  const name = `motus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await connectPostgres(url.toString());
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
