import fs from 'node:fs';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { BackupEnv } from '../config/backupEnv';
import { rotateBackups, writeBackupFile, type BackupFile } from './backupFiles';

/** A tarball of the embedded database's folder, taken by PGlite between statements. */
export type DumpDataDir = () => Promise<Blob>;

export interface TakenSnapshot {
  file: BackupFile;
  /** How long PGlite held its statements back while it read the folder. */
  heldMs: number;
  /** From asking to the file's rename, compression and fsync included. */
  tookMs: number;
  bytes: number;
}

const compress = promisify(gzip);

/**
 * One snapshot into backups.dir, then the oldest past backups.keep removed. PGlite reads its
 * folder into a tarball while no statement runs (its query lock), so the copy is what a crash at
 * that moment would leave, which PostgreSQL's recovery opens; it is taken uncompressed, and
 * compressed afterwards in Node's thread pool, so the database is held only for the read.
 */
export async function takePgliteSnapshot(
  dump: DumpDataDir,
  backups: BackupEnv,
  label?: string,
): Promise<TakenSnapshot> {
  const asked = new Date();
  const started = performance.now();
  const tarball = Buffer.from(await (await dump()).arrayBuffer());
  const heldMs = performance.now() - started;
  const compressed = await compress(tarball);
  const file = await writeBackupFile(
    backups.dir,
    'pglite',
    label,
    (temporary) => fs.promises.writeFile(temporary, compressed, { flag: 'wx', mode: 0o600 }),
    asked,
  );
  await rotateBackups(backups.dir, backups.keep);
  return { file, heldMs, tookMs: performance.now() - started, bytes: compressed.length };
}
