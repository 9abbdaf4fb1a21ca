import path from 'node:path';

/** BACKUP_EVERY, BACKUP_DIR and BACKUP_KEEP: the embedded database's snapshots (decision 038). */
export interface BackupEnv {
  /** Milliseconds between the running server's snapshots; 0: none. */
  everyMs: number;
  /** Where snapshots and `npm run backup`'s dumps go. */
  dir: string;
  /** How many of the newest backups are kept; older ones are removed after each new one. */
  keep: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const UNIT_MS: Record<string, number> = { s: 1000, m: 60 * 1000, h: 60 * 60 * 1000, d: DAY_MS };
const DURATION = /^(\d+)\s*([smhd])$/;

/** BACKUP_EVERY: a whole number of seconds, minutes, hours or days (`5s`, `30m`, `24h`), or 0. */
export function readBackupEvery(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return DAY_MS;
  const text = raw.trim();
  if (text === '0') return 0;
  const match = DURATION.exec(text);
  const amount = Number(match?.[1]);
  const unit = UNIT_MS[match?.[2] ?? ''];
  if (!match || unit === undefined || amount <= 0) {
    throw new Error(
      `BACKUP_EVERY must be a whole number of seconds, minutes, hours or days such as 5s, 30m, ` +
        `24h or 7d (or 0: no periodic snapshots), got "${raw}"`,
    );
  }
  return amount * unit;
}

function readBackupKeep(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 7;
  const keep = Number(raw);
  if (!Number.isInteger(keep) || keep < 1) {
    throw new Error(
      `BACKUP_KEEP must be a whole number of backups to keep, 1 or more, got "${raw}"`,
    );
  }
  return keep;
}

export function readBackupEnv(env: NodeJS.ProcessEnv, root: string, dataDir: string): BackupEnv {
  return {
    everyMs: readBackupEvery(env.BACKUP_EVERY),
    dir: env.BACKUP_DIR ? path.resolve(root, env.BACKUP_DIR) : path.join(dataDir, 'backups'),
    keep: readBackupKeep(env.BACKUP_KEEP),
  };
}
