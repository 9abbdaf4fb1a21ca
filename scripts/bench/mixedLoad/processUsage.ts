import fs from 'node:fs';
import { procStatFields } from '../../../src/server/db/procStatFields';

// /proc/<pid>/stat counts CPU in clock ticks: 100 a second on Linux (getconf CLK_TCK).
const TICKS_PER_SECOND = 100;

interface ProcessStat {
  parentPid: number;
  /** utime + stime: CPU spent by the process itself, in ms. */
  ownMs: number;
  /** cutime + cstime: CPU of its children it has reaped, in ms. */
  reapedChildrenMs: number;
}

function readStat(pid: number): ProcessStat | undefined {
  const field = procStatFields(pid);
  if (!field) return undefined;
  const ticks = (index: number) => Number(field(index));
  const toMs = (value: number) => (value * 1000) / TICKS_PER_SECOND;
  return {
    parentPid: ticks(4),
    ownMs: toMs(ticks(14) + ticks(15)),
    reapedChildrenMs: toMs(ticks(16) + ticks(17)),
  };
}

/** CPU time a process has used so far, in ms; NaN once it is gone. */
export function processCpuMs(pid: number): number {
  return readStat(pid)?.ownMs ?? Number.NaN;
}

/** Resident memory of a process in MB (VmRSS), NaN once it is gone. */
export function processRssMb(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kilobytes = /^VmRSS:\s+(\d+) kB$/m.exec(status)?.[1];
    return kilobytes === undefined ? Number.NaN : Number(kilobytes) / 1024;
  } catch {
    return Number.NaN;
  }
}

/** The parent of a process, e.g. the postmaster of a PostgreSQL backend. */
export function parentPid(pid: number): number | undefined {
  return readStat(pid)?.parentPid;
}

/**
 * CPU of a process tree one level deep, in ms: the process, its live children, and the
 * children it has already reaped. A PostgreSQL cluster is its postmaster and the postmaster's
 * children (backends, WAL writer, checkpointer, autovacuum), so this counts all of its work.
 */
export function processTreeCpuMs(rootPid: number): number {
  const root = readStat(rootPid);
  if (!root) return Number.NaN;
  let total = root.ownMs + root.reapedChildrenMs;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const child = readStat(Number(entry));
    if (child?.parentPid === rootPid) total += child.ownMs;
  }
  return total;
}
