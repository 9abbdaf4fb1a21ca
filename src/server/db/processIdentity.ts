import fs from 'node:fs';
import { procStatFields } from './procStatFields';

/**
 * Enough to tell a process from a later one given the same pid: a pid alone names whoever has
 * it now, which after a crash may be a zombie, a process of an earlier boot or a stranger.
 */
export interface ProcessIdentity {
  pid: number;
  /** When it started, in clock ticks after boot (/proc/<pid>/stat, field 22); Linux only. */
  startTime?: string;
  /** The kernel's id of the boot it ran in; Linux only. */
  bootId?: string;
}

/** What became of a process known by its identity. */
export type ProcessFate = 'running' | 'exited' | 'zombie' | 'pid reused' | 'earlier boot';

interface ProcStat {
  state: string;
  startTime: string;
}

function readProcStat(pid: number): ProcStat | undefined {
  const field = procStatFields(pid);
  const state = field?.(3);
  const startTime = field?.(22);
  if (state === undefined || startTime === undefined) return undefined;
  return { state, startTime };
}

function readBootId(): string | undefined {
  try {
    return fs.readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

/** Whether a signal could reach pid: true for a live process and for a zombie alike. */
function pidExists(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The identity of a running process, as precise as the operating system tells. */
export function identityOf(pid: number): ProcessIdentity {
  const stat = readProcStat(pid);
  const bootId = readBootId();
  return {
    pid,
    ...(stat ? { startTime: stat.startTime } : {}),
    ...(bootId ? { bootId } : {}),
  };
}

/**
 * Whether the process an identity was taken from still runs. Without /proc (not Linux) only
 * whether its pid exists is known, so a zombie or a reused pid counts as running there.
 */
export function fateOf(known: ProcessIdentity): ProcessFate {
  const bootId = readBootId();
  if (known.bootId !== undefined && bootId !== undefined && known.bootId !== bootId) {
    return 'earlier boot';
  }
  if (!pidExists(known.pid)) return 'exited';
  // Missing while the pid exists: no /proc, or another user's process hidden by hidepid.
  const stat = readProcStat(known.pid);
  if (stat === undefined) return 'running';
  // A killed process stays a zombie until its parent reaps it; it holds nothing any more.
  if (stat.state === 'Z' || stat.state === 'X' || stat.state === 'x') return 'zombie';
  if (known.startTime !== undefined && stat.startTime !== known.startTime) return 'pid reused';
  return 'running';
}
