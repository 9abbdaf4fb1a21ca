import fs from 'node:fs';
import path from 'node:path';

const LOCK_FILE = 'motus.lock';

function isProcessAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM means the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it, so the
 * server holds an exclusive lock file (O_EXCL) naming its pid. A lock left by a process
 * that no longer exists is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: 'wx' });
      let released = false;
      return () => {
        if (released) return;
        released = true;
        fs.rmSync(lockPath, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8').trim());
      if (
        Number.isInteger(holder) &&
        holder > 0 &&
        holder !== process.pid &&
        isProcessAlive(holder)
      ) {
        throw new Error(
          `The data folder ${dataDir} is in use by another Motus server (pid ${holder}). ` +
            'Stop that server, or give this one its own DATA_DIR.',
          { cause: error },
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock the data folder ${dataDir}`);
}
