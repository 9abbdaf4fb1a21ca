import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** What a backup holds: a snapshot of the embedded database, or a PostgreSQL dump. */
export type BackupKind = 'pglite' | 'postgres';

const EXTENSION: Record<BackupKind, string> = { pglite: 'tar.gz', postgres: 'dump' };

/**
 * motus-<kind>-<time>[-<label>].<sha256>.<extension>. The checksum is in the name rather than
 * a file beside it: one rename makes a backup whole, a copy taken elsewhere keeps it, and no
 * backup can lose its checksum or meet another's (decision 038).
 */
const BACKUP_NAME =
  /^motus-(pglite|postgres)-(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z)(?:-([a-z-]+))?\.([0-9a-f]{64})\.(tar\.gz|dump)$/;

/** Written under this ending, then renamed: a file without it was written whole. */
const PARTIAL = '.partial';

// A crash leaves its partial file behind; one this old is no backup in progress.
const STALE_PARTIAL_MS = 60 * 60 * 1000;

export interface BackupFile {
  path: string;
  name: string;
  kind: BackupKind;
  /** When it was taken, as its name says: 2026-11-30T12-00-00.000Z. */
  takenAt: string;
  label: string | undefined;
  sha256: string;
}

export function parseBackupName(file: string): BackupFile | undefined {
  const name = path.basename(file);
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const [, kind, takenAt, label, sha256, extension] = match;
  if (kind === undefined || takenAt === undefined || sha256 === undefined) return undefined;
  if (EXTENSION[kind as BackupKind] !== extension) return undefined;
  return { path: file, name, kind: kind as BackupKind, takenAt, label, sha256 };
}

/** A time in a file's name: an ISO time whose colons became dashes, which sorts by time. */
export function nameTime(at: Date): string {
  return at.toISOString().replaceAll(':', '-');
}

export function backupFileName(kind: BackupKind, at: Date, sha256: string, label?: string) {
  return `motus-${kind}-${nameTime(at)}${label ? `-${label}` : ''}.${sha256}.${EXTENSION[kind]}`;
}

export async function sha256Of(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

async function syncFolder(folder: string): Promise<void> {
  const handle = await fs.promises.open(folder, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Writes a backup so that a crash at any moment leaves either no backup or a whole one:
 * `write` fills a temporary file, which is synced to disk, checksummed and only then renamed
 * to its name (which carries the checksum), and the folder is synced so the rename lasts.
 */
export async function writeBackupFile(
  dir: string,
  kind: BackupKind,
  label: string | undefined,
  write: (temporaryPath: string) => Promise<void>,
  /** When what it holds was taken, for its name: a backup is newer than anything it holds. */
  at = new Date(),
): Promise<BackupFile> {
  await fs.promises.mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.motus-${kind}-${nameTime(at)}-${randomUUID()}${PARTIAL}`);
  try {
    await write(temporary);
    const handle = await fs.promises.open(temporary, 'r+');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    const sha256 = await sha256Of(temporary);
    const final = path.join(dir, backupFileName(kind, at, sha256, label));
    await fs.promises.rename(temporary, final);
    await syncFolder(dir);
    const written = parseBackupName(final);
    if (!written) throw new Error(`Not a backup name: ${final}`);
    return written;
  } finally {
    await fs.promises.rm(temporary, { force: true });
  }
}

/** The Motus backups in dir, newest first. */
export async function listBackups(dir: string): Promise<BackupFile[]> {
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return names
    .map((name) => parseBackupName(path.join(dir, name)))
    .filter((file): file is BackupFile => file !== undefined)
    .sort((a, b) => (a.takenAt < b.takenAt ? 1 : a.takenAt > b.takenAt ? -1 : 0));
}

/**
 * Keeps the newest `keep` backups in dir and removes the older ones, with any partial file
 * a crash left; files of other names are not Motus's and stay. Answers the removed files.
 */
export async function rotateBackups(dir: string, keep: number, now = Date.now()) {
  const removed: string[] = [];
  for (const old of (await listBackups(dir)).slice(keep)) {
    await fs.promises.rm(old.path, { force: true });
    removed.push(old.path);
  }
  for (const name of await fs.promises.readdir(dir)) {
    if (!name.endsWith(PARTIAL)) continue;
    const partial = path.join(dir, name);
    const { mtimeMs } = await fs.promises.stat(partial);
    if (now - mtimeMs > STALE_PARTIAL_MS) {
      await fs.promises.rm(partial, { force: true });
      removed.push(partial);
    }
  }
  return removed;
}

/**
 * The backup at file, once its contents match the checksum its name carries; a damaged, cut
 * short or renamed file is refused with what to do.
 */
export async function verifyBackupFile(file: string): Promise<BackupFile> {
  const backup = parseBackupName(file);
  if (!backup) {
    throw new Error(
      `${file} is not named as a Motus backup (motus-<pglite|postgres>-<time>.<sha256>.<tar.gz|dump>): ` +
        'its name carries its checksum, so restore it under the name it was written with.',
    );
  }
  let actual: string;
  try {
    actual = await sha256Of(file);
  } catch (error) {
    throw new Error(`${file} could not be read: ${(error as Error).message}`, { cause: error });
  }
  if (actual !== backup.sha256) {
    throw new Error(
      `${file} is damaged or cut short: its contents do not match the SHA-256 in its name ` +
        `(${actual} instead of ${backup.sha256}). Nothing was changed; restore an earlier backup.`,
    );
  }
  return backup;
}
