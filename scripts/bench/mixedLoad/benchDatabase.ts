import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { connectPglite } from '../../../src/server/db/connectPglite';
import { connectPostgres } from '../../../src/server/db/connectPostgres';
import type { DatabaseHandle } from '../../../src/server/db/databaseHandle';
import { migrateToLatest } from '../../../src/server/db/migrateToLatest';
import { createScratchPostgresDatabase } from '../../../tests/support/testDatabase';
import { parentPid } from './processUsage';

export type BenchDatabaseKind = 'pglite' | 'postgres';

/** A migrated database for one run, opened here to be seeded, then handed to the servers. */
export interface BenchDatabase {
  kind: BenchDatabaseKind;
  /** 'PostgreSQL' or 'PGlite', for the output. */
  label: string;
  handle: DatabaseHandle;
  /** What a Motus process needs in its environment to open this database. */
  serverEnv: Record<string, string>;
  /** The PostgreSQL cluster's postmaster, whose processes do the database's work; none for PGlite. */
  clusterPid: number | undefined;
  /** Removes the database (a dropped PostgreSQL database, a deleted PGlite folder). */
  remove(): Promise<void>;
}

/** PGlite in the run's own folder: the server opens it once this process has closed it. */
async function openPglite(scratch: string): Promise<BenchDatabase> {
  const handle = await connectPglite(path.join(scratch, 'pglite'));
  await migrateToLatest(handle.db);
  return {
    kind: 'pglite',
    label: 'PGlite',
    handle,
    serverEnv: { DATA_DIR: scratch },
    clusterPid: undefined,
    async remove() {
      await fs.promises.rm(path.join(scratch, 'pglite'), { recursive: true, force: true });
    },
  };
}

/** A fresh database on the PostgreSQL server of DATABASE_URL, dropped by remove. */
async function openPostgres(): Promise<BenchDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    throw new Error(
      '--db postgres needs DATABASE_URL (a server this bench may create a database on), or run it through scripts/with-postgres.sh',
    );
  }
  const scratch = await createScratchPostgresDatabase(serverUrl);
  const handle = await connectPostgres(scratch.url);
  await migrateToLatest(handle.db);
  const backend = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(handle.db);
  const backendPid = backend.rows[0]?.pid;
  return {
    kind: 'postgres',
    label: 'PostgreSQL',
    handle,
    serverEnv: { DATABASE_URL: scratch.url },
    // A backend is a child of the postmaster; on another machine /proc does not have it.
    clusterPid: backendPid === undefined ? undefined : parentPid(backendPid),
    remove: scratch.drop,
  };
}

export function openBenchDatabase(
  kind: BenchDatabaseKind,
  scratch: string,
): Promise<BenchDatabase> {
  return kind === 'pglite' ? openPglite(scratch) : openPostgres();
}
