import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * The running server's last snapshot, in DATA_DIR: how `npm run backup` learns the outcome of
 * the snapshot it asked for with a signal, wherever the server's BACKUP_DIR is.
 */
export interface BackupStatus {
  /** Epoch milliseconds when the snapshot began. */
  startedAt: number;
  file?: string;
  heldMs?: number;
  tookMs?: number;
  error?: string;
}

const STATUS_FILE = 'backup-status.json';

export function backupStatusPath(dataDir: string): string {
  return path.join(dataDir, STATUS_FILE);
}

/** Written aside and renamed, so a reader never meets half a status. */
export async function writeBackupStatus(dataDir: string, status: BackupStatus): Promise<void> {
  const target = backupStatusPath(dataDir);
  const draft = `${target}.${randomUUID()}`;
  await fs.promises.writeFile(draft, JSON.stringify(status));
  await fs.promises.rename(draft, target);
}

export function readBackupStatus(dataDir: string): BackupStatus | undefined {
  try {
    return JSON.parse(fs.readFileSync(backupStatusPath(dataDir), 'utf8')) as BackupStatus;
  } catch {
    return undefined;
  }
}
