import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fateOf, identityOf, type ProcessIdentity } from './processIdentity';

const LOCK_FILE = 'motus.lock';

function errorCode(error: unknown): string | undefined {
  return (error as NodeJS.ErrnoException).code;
}

/** A lock file's text, or undefined when there is none (any more). */
function readLockText(lockPath: string): string | undefined {
  try {
    return fs.readFileSync(lockPath, 'utf8');
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return undefined;
    throw error;
  }
}

/** The holder a lock file names; earlier servers wrote their pid alone. */
function parseHolder(text: string): ProcessIdentity | undefined {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) return { pid: Number(trimmed) };
  try {
    const parsed = JSON.parse(trimmed) as Partial<ProcessIdentity>;
    if (!Number.isInteger(parsed.pid) || (parsed.pid ?? 0) <= 0) return undefined;
    return {
      pid: Number(parsed.pid),
      ...(typeof parsed.startTime === 'string' ? { startTime: parsed.startTime } : {}),
      ...(typeof parsed.bootId === 'string' ? { bootId: parsed.bootId } : {}),
    };
  } catch {
    return undefined;
  }
}

function holderIsRunning(holder: ProcessIdentity): boolean {
  // An earlier server that had this process's pid (a container restarted, say) cannot be
  // running; without its start time nothing else tells it from this very process.
  if (holder.pid === process.pid && holder.startTime === undefined) return false;
  return fateOf(holder) === 'running';
}

// Where a file system has no hard links, the lock is created in place instead: a server that
// reads it in the moment before its text is written takes it for a dead holder's.
const NO_HARD_LINKS = new Set(['EPERM', 'ENOTSUP', 'EOPNOTSUPP', 'ENOSYS']);

/** Creates the lock file whole or not at all (false: there is one), so none is read half written. */
function createLock(lockPath: string, text: string): boolean {
  const draft = `${lockPath}.${process.pid}.${randomUUID()}`;
  try {
    fs.writeFileSync(draft, text);
    fs.linkSync(draft, lockPath);
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    if (!NO_HARD_LINKS.has(errorCode(error) ?? '')) throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  try {
    fs.writeFileSync(lockPath, text, { flag: 'wx' });
    return true;
  } catch (error) {
    if (errorCode(error) === 'EEXIST') return false;
    throw error;
  }
}

/**
 * Removes a dead holder's lock, unless another server took it over since it was read: the
 * file is moved aside first (one move wins) and put back if it is not the one judged dead.
 */
function removeDeadLock(lockPath: string, deadText: string): void {
  const aside = `${lockPath}.dead.${process.pid}.${randomUUID()}`;
  try {
    fs.renameSync(lockPath, aside);
  } catch (error) {
    if (errorCode(error) === 'ENOENT') return;
    throw error;
  }
  try {
    const moved = fs.readFileSync(aside, 'utf8');
    // Not put back when a third server locked the folder meanwhile: the next attempt meets it.
    if (moved !== deadText) createLock(lockPath, moved);
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * PGlite has no lock of its own and two processes on one data folder corrupt it, so the
 * server holds a lock file naming itself: its pid, start time and boot. A lock whose holder is
 * gone is taken over at once, including while the holder is a zombie that its parent has not
 * reaped yet (the moment a supervisor restarts a killed server), or when its pid now belongs
 * to another process or to an earlier boot.
 */
export function lockDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, LOCK_FILE);
  const ownText = JSON.stringify(identityOf(process.pid));
  for (let attempt = 0; attempt < 3; attempt++) {
    if (createLock(lockPath, ownText)) {
      let released = false;
      return () => {
        if (released) return;
        released = true;
        // Only our own lock: one taken over from us must stay with its new holder.
        if (readLockText(lockPath) === ownText) fs.rmSync(lockPath, { force: true });
      };
    }
    const heldText = readLockText(lockPath);
    if (heldText === undefined) continue;
    const holder = parseHolder(heldText);
    if (holder && holderIsRunning(holder)) {
      throw new Error(
        `The data folder ${dataDir} is in use by another Motus server (pid ${holder.pid}). ` +
          'Stop that server, or give this one its own DATA_DIR.',
      );
    }
    removeDeadLock(lockPath, heldText);
  }
  throw new Error(
    `Could not lock the data folder ${dataDir}: other servers were starting on it at the same ` +
      'moment. Start this one again once they are up, or give it its own DATA_DIR.',
  );
}

/** The running server that holds the data folder's lock, if one does: its identity. */
export function runningHolderOf(dataDir: string): ProcessIdentity | undefined {
  const text = readLockText(path.join(dataDir, LOCK_FILE));
  const holder = text === undefined ? undefined : parseHolder(text);
  return holder && holderIsRunning(holder) ? holder : undefined;
}
