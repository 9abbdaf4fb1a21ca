import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import type { ServerEnv } from '../config/serverEnv';
import { connectPglite, embeddedDatabaseDir } from '../db/connectPglite';
import { lockDataDir, runningHolderOf } from '../db/dataDirLock';
import { fateOf, type ProcessIdentity } from '../db/processIdentity';
import { nameTime, type BackupFile } from './backupFiles';
import { readBackupStatus } from './backupStatus';
import { takePgliteSnapshot } from './pgliteSnapshot';

// Far longer than a snapshot of any embedded database takes; past it something is wrong.
const SERVER_SNAPSHOT_WAIT_MS = 10 * 60 * 1000;

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(embeddedDatabaseDir(dataDir), 'PG_VERSION'));
}

/**
 * Locks the data folder for work that needs the database closed, or, when a running server
 * holds it, answers that server's identity instead.
 */
function lockOrHolder(dataDir: string): { release: () => void } | { holder: ProcessIdentity } {
  try {
    return { release: lockDataDir(dataDir) };
  } catch (error) {
    const holder = runningHolderOf(dataDir);
    if (holder) return { holder };
    throw error;
  }
}

/**
 * Asks the server that holds the data folder for a snapshot with SIGUSR2: only its own user
 * (or root) may signal it, which is all the authentication a local command needs, and no port
 * is opened for it (decision 038). The server says the outcome in DATA_DIR.
 */
async function askRunningServer(holder: ProcessIdentity, dataDir: string): Promise<string> {
  const asked = Date.now();
  try {
    process.kill(holder.pid, 'SIGUSR2');
  } catch (error) {
    throw new Error(
      `The Motus server (pid ${holder.pid}) holding ${dataDir} could not be asked for a snapshot ` +
        `(${(error as NodeJS.ErrnoException).code}): run npm run backup as the user the server ` +
        'runs as (sudo -u motus npm run backup).',
      { cause: error },
    );
  }
  while (Date.now() - asked < SERVER_SNAPSHOT_WAIT_MS) {
    await sleep(100);
    const status = readBackupStatus(dataDir);
    if (status && status.startedAt >= asked) {
      if (status.error !== undefined) {
        throw new Error(`The Motus server (pid ${holder.pid}) could not write it: ${status.error}`);
      }
      if (status.file !== undefined) return status.file;
    }
    if (fateOf(holder) !== 'running') {
      throw new Error(
        `The Motus server (pid ${holder.pid}) stopped before its snapshot was written.`,
      );
    }
  }
  throw new Error(
    `The Motus server (pid ${holder.pid}) wrote no snapshot in ${SERVER_SNAPSHOT_WAIT_MS / 60_000} ` +
      'minutes: see its log.',
  );
}

/** `npm run backup` on the embedded database: answers the snapshot's path. */
export async function backupEmbedded(env: ServerEnv): Promise<string> {
  if (!hasDatabase(env.dataDir)) {
    throw new Error(
      `There is no embedded database in ${embeddedDatabaseDir(env.dataDir)} to back up: check ` +
        'DATA_DIR, or set DATABASE_URL to back up a PostgreSQL server.',
    );
  }
  const locked = lockOrHolder(env.dataDir);
  if ('holder' in locked) return askRunningServer(locked.holder, env.dataDir);
  try {
    const database = await connectPglite(embeddedDatabaseDir(env.dataDir));
    try {
      if (!database.dumpDataDir) throw new Error('The embedded database cannot be dumped.');
      return (await takePgliteSnapshot(database.dumpDataDir, env.backups)).file.path;
    } finally {
      await database.close();
    }
  } finally {
    locked.release();
  }
}

/** What a restore did: where the database now is, and where the one it replaced went. */
export interface EmbeddedRestore {
  restoredInto: string;
  movedAside: string | undefined;
}

/**
 * `npm run restore` of a verified snapshot: opened in a folder beside the database first (so a
 * snapshot PGlite cannot open changes nothing), then the current database is moved aside under
 * a dated name and the restored one takes its place. Refused while a server holds the folder.
 */
export async function restoreEmbedded(
  backup: BackupFile,
  env: ServerEnv,
): Promise<EmbeddedRestore> {
  const locked = lockOrHolder(env.dataDir);
  if ('holder' in locked) {
    throw new Error(
      `A Motus server (pid ${locked.holder.pid}) is running on ${env.dataDir}: stop it first ` +
        '(systemctl stop motus), then restore. Nothing was changed.',
    );
  }
  try {
    const target = embeddedDatabaseDir(env.dataDir);
    const stamp = nameTime(new Date());
    const staging = `${target}.restoring-${stamp}`;
    try {
      const tarball = new Blob([await fs.promises.readFile(backup.path)], {
        type: 'application/x-gzip',
      });
      const restored = await PGlite.create({ dataDir: staging, loadDataDir: tarball });
      try {
        await restored.query('select 1');
      } finally {
        await restored.close();
      }
    } catch (error) {
      await fs.promises.rm(staging, { recursive: true, force: true });
      throw new Error(
        `${backup.path} could not be opened as a Motus database ` +
          `(${error instanceof Error ? error.message : String(error)}). Nothing was changed.`,
        { cause: error },
      );
    }
    const movedAside = fs.existsSync(target) ? `${target}.before-restore-${stamp}` : undefined;
    if (movedAside) await fs.promises.rename(target, movedAside);
    await fs.promises.rename(staging, target);
    return { restoredInto: target, movedAside };
  } finally {
    locked.release();
  }
}
