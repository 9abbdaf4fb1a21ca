import type { BackupEnv } from '../config/backupEnv';
import { writeBackupStatus } from './backupStatus';
import { takePgliteSnapshot, type DumpDataDir, type TakenSnapshot } from './pgliteSnapshot';

export interface SnapshotSchedule {
  /** A snapshot now, after any that is under way; rejects with what went wrong. */
  takeNow(): Promise<TakenSnapshot>;
  /** No more snapshots; waits for one under way, so the database can close after it. */
  stop(): Promise<void>;
}

/**
 * The running server's snapshots of the embedded database: one every backups.everyMs (none
 * when 0) and one whenever takeNow is called (SIGUSR2, from `npm run backup`). One at a time;
 * the next is timed from the end of the last, so a slow one never piles up behind itself.
 */
export function startSnapshotSchedule(
  dump: DumpDataDir,
  backups: BackupEnv,
  dataDir: string,
  announce: (line: string) => void,
): SnapshotSchedule {
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let last: Promise<unknown> = Promise.resolve();

  const snapshot = async (): Promise<TakenSnapshot> => {
    const startedAt = Date.now();
    try {
      const taken = await takePgliteSnapshot(dump, backups);
      await writeBackupStatus(dataDir, {
        startedAt,
        file: taken.file.path,
        heldMs: Math.round(taken.heldMs),
        tookMs: Math.round(taken.tookMs),
      });
      announce(
        `Snapshot ${taken.file.path} written (the database held ${Math.round(taken.heldMs)} ms, ` +
          `${Math.round(taken.tookMs)} ms in all).`,
      );
      return taken;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      console.error(`Motus could not write a snapshot into ${backups.dir}: ${message}`);
      await writeBackupStatus(dataDir, { startedAt, error: message }).catch(() => undefined);
      throw error;
    }
  };

  const takeNow = (): Promise<TakenSnapshot> => {
    if (stopped) return Promise.reject(new Error('Motus is stopping: no snapshot was taken.'));
    const next = last.then(snapshot, snapshot);
    last = next.catch(() => undefined);
    return next;
  };

  const plan = () => {
    if (stopped || backups.everyMs === 0) return;
    timer = setTimeout(() => {
      // A failure is said by snapshot(); the next one is still planned.
      takeNow().catch(() => undefined);
      void last.then(plan);
    }, backups.everyMs);
    // A planned snapshot never keeps the process alive on its own.
    timer.unref();
  };
  plan();

  return {
    takeNow,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await last;
    },
  };
}
