import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql, type Migration } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { listBackups } from '../../src/server/backup/backupFiles';
import { restoreEmbedded } from '../../src/server/backup/embeddedBackup';
import { readServerEnv, type ServerEnv } from '../../src/server/config/serverEnv';
import { connectPglite, embeddedDatabaseDir } from '../../src/server/db/connectPglite';
import { migrateToLatest, migrationState } from '../../src/server/db/migrateToLatest';
import { startServer } from '../../src/server/startServer';

/** An embedded database in dataDir as the release before this one left it: one migration short. */
async function databaseOneMigrationBehind(dataDir: string): Promise<string> {
  fs.mkdirSync(dataDir, { recursive: true });
  const database = await connectPglite(embeddedDatabaseDir(dataDir));
  try {
    await migrateToLatest(database.db);
    const { rows } = await sql<{ name: string }>`
      select name from kysely_migration order by name desc limit 1`.execute(database.db);
    const newest = rows[0]?.name ?? '';
    const migration = (await import(`../../src/server/db/migrations/${newest}.ts`)) as Migration;
    await migration.down?.(database.db);
    await sql`delete from kysely_migration where name = ${newest}`.execute(database.db);
    return newest;
  } finally {
    await database.close();
  }
}

async function stateOf(dataDir: string) {
  const database = await connectPglite(embeddedDatabaseDir(dataDir));
  try {
    return await migrationState(database.db);
  } finally {
    await database.close();
  }
}

describe('the embedded database on an upgrade', () => {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-upgrade-'));
  const envFor = (dataDir: string): ServerEnv => ({
    ...readServerEnv({}),
    databaseUrl: undefined,
    port: 0,
    host: '127.0.0.1',
    dataDir,
    seedDemoAccounts: false,
    backups: { everyMs: 0, dir: path.join(dataDir, 'backups'), keep: 7 },
  });
  afterAll(() => {
    fs.rmSync(scratch, { recursive: true, force: true });
  });

  it('keeps a snapshot of the data as it was before migrating it, and only then', async () => {
    const dataDir = path.join(scratch, 'data');
    const pending = await databaseOneMigrationBehind(dataDir);
    const said: string[] = [];

    const upgraded = await startServer(envFor(dataDir), (line) => said.push(line));
    await upgraded.stop();
    const [snapshot, ...others] = await listBackups(path.join(dataDir, 'backups'));
    expect(others).toEqual([]);
    expect(snapshot?.label).toBe('before-migrations');
    expect(said).toContain(`Snapshot before migrating the database: ${snapshot?.path}`);
    expect(await stateOf(dataDir)).toBe('latest');

    // What the snapshot holds is the database before the pending migration ran.
    const elsewhere = path.join(scratch, 'elsewhere');
    if (!snapshot) throw new Error('no snapshot was taken');
    await restoreEmbedded(snapshot, envFor(elsewhere));
    expect(await stateOf(elsewhere)).toBe('behind');
    expect(pending).toMatch(/^\d{3}_/);

    // A start with nothing to migrate takes none.
    const again = await startServer(envFor(dataDir), () => undefined);
    await again.stop();
    expect(await listBackups(path.join(dataDir, 'backups'))).toHaveLength(1);
  }, 90_000);
});
