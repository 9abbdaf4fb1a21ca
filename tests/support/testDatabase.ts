import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { connectPglite } from '../../src/server/db/connectPglite';
import { connectPostgres } from '../../src/server/db/connectPostgres';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
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
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const handle = await connectPostgres(scratch.url);
  await migrateToLatest(handle.db);
  return {
    ...handle,
    async close() {
      await handle.close();
      await scratch.drop();
    },
  };
}

/** A new, empty database on the PostgreSQL server of serverUrl: its URL, and its removal. */
export async function createScratchPostgresDatabase(
  serverUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `motus_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: serverUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
