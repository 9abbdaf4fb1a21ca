import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { lockDataDir } from './dataDirLock';
import { fateOf, identityOf, type ProcessIdentity } from './processIdentity';

const IN_USE = /in use by another Motus server \(pid (\d+)\)/;

const children: ChildProcess[] = [];
const folders: string[] = [];

function scratchFolder(): string {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-lock-'));
  folders.push(folder);
  return folder;
}

function lockHeldBy(holder: ProcessIdentity | number): string {
  const folder = scratchFolder();
  const text = typeof holder === 'number' ? String(holder) : JSON.stringify(holder);
  fs.writeFileSync(path.join(folder, 'motus.lock'), text);
  return folder;
}

function liveProcess(): number {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  if (child.pid === undefined) throw new Error('sleep did not start');
  return child.pid;
}

/** A process killed and left unreaped: its parent, a `sleep`, never waits for it. */
async function zombie(): Promise<ProcessIdentity> {
  const parent = spawn('sh', ['-c', 'sleep 30 & echo $!; exec sleep 30'], {
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  children.push(parent);
  const pid = await new Promise<number>((resolve) => {
    parent.stdout.once('data', (chunk: Buffer) => resolve(Number(chunk.toString().trim())));
  });
  // Until the shell has become that `sleep`, it could still reap its child itself.
  const parentCommand = `/proc/${String(parent.pid)}/comm`;
  for (let waited = 0; fs.readFileSync(parentCommand, 'utf8').trim() !== 'sleep'; waited += 20) {
    if (waited > 5000) throw new Error('the parent shell never became a sleep');
    await sleep(20);
  }
  const identity = identityOf(pid);
  process.kill(pid, 'SIGKILL');
  for (let waited = 0; fateOf(identity) !== 'zombie' && waited < 2000; waited += 20) {
    await sleep(20);
  }
  return identity;
}

afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

describe('the data folder lock', () => {
  it('is taken over from a pid that no longer exists', async () => {
    const child = spawn('true', { stdio: 'ignore' });
    await new Promise((resolve) => child.once('exit', resolve));
    if (child.pid === undefined) throw new Error('true did not start');
    lockDataDir(lockHeldBy({ pid: child.pid }))();
  });

  it("is taken over from a pid written by an earlier server that had this process's pid", () => {
    lockDataDir(lockHeldBy(process.pid))();
  });

  it('is taken over from a lock file that names no process', () => {
    lockDataDir(lockHeldBy({ pid: -3 }))();
  });
});

describe.skipIf(process.platform !== 'linux')('the data folder lock on Linux', () => {
  it('is taken, refused to a second holder while held, and free again once released', () => {
    const folder = scratchFolder();
    const release = lockDataDir(folder);
    expect(() => lockDataDir(folder)).toThrow(IN_USE);
    release();
    expect(fs.existsSync(path.join(folder, 'motus.lock'))).toBe(false);
    lockDataDir(folder)();
  });

  it('is refused while its holder runs, naming its pid (in the old format as well)', () => {
    const pid = liveProcess();
    expect(() => lockDataDir(lockHeldBy(identityOf(pid)))).toThrow(`(pid ${pid})`);
    expect(() => lockDataDir(lockHeldBy(pid))).toThrow(`(pid ${pid})`);
  });

  it('is taken over from a killed holder that its parent has not reaped yet', async () => {
    const killed = await zombie();
    expect(fateOf(killed)).toBe('zombie');
    lockDataDir(lockHeldBy(killed))();
  });

  it('is taken over when the pid now belongs to another process', () => {
    const pid = liveProcess();
    const earlier = { ...identityOf(pid), startTime: '1' };
    expect(fateOf(earlier)).toBe('pid reused');
    lockDataDir(lockHeldBy(earlier))();
  });

  it('is taken over from a holder of an earlier boot', () => {
    const pid = liveProcess();
    const earlier = { ...identityOf(pid), bootId: '00000000-0000-0000-0000-000000000000' };
    expect(fateOf(earlier)).toBe('earlier boot');
    lockDataDir(lockHeldBy(earlier))();
  });
});
