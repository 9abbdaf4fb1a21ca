import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A PostgreSQL server of one test's own, in a scratch folder on a free port: a test may stop
 * it (as a crash or a restart would), start it again, and dump or restore it, without touching
 * the server of DATABASE_URL that other test files share. The machine's binaries are found, and
 * installed when missing, by scripts/ensure-postgres.sh. initdb refuses root, so as root the
 * server runs as the postgres user.
 */
export interface PrivatePostgres {
  /** postgres://… of the server's `postgres` database. */
  readonly url: string;
  /** The folder of initdb, pg_ctl, pg_dump and pg_restore. */
  readonly binaries: string;
  /** Stops the server; `immediate` is a crash: connections cut, no checkpoint. */
  stop(mode?: 'fast' | 'immediate'): void;
  start(): void;
  /** Stops the server and removes its folder. */
  close(): void;
}

const asRoot = process.getuid?.() === 0;

function run(binary: string, args: string[]): string {
  const [command, commandArgs] = asRoot
    ? ['runuser', ['-u', 'postgres', '--', binary, ...args]]
    : [binary, args];
  return execFileSync(command, commandArgs, {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const binaries = execFileSync('bash', ['scripts/ensure-postgres.sh'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  const folder = mkdtempSync(join(tmpdir(), 'motus-private-pg-'));
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(folder, uid, gid);
  }
  const data = join(folder, 'data');
  const port = await freePort();
  run(join(binaries, 'initdb'), [
    '-D',
    data,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
  ]);
  const pgCtl = join(binaries, 'pg_ctl');
  const start = () => {
    run(pgCtl, [
      '-D',
      data,
      '-l',
      join(folder, 'log'),
      '-o',
      `-c listen_addresses=127.0.0.1 -p ${port} -k ${folder} -c fsync=off`,
      '-w',
      'start',
    ]);
  };
  const stop = (mode: 'fast' | 'immediate' = 'fast') => {
    run(pgCtl, ['-D', data, '-m', mode, '-w', 'stop']);
  };
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    binaries,
    stop,
    start,
    close() {
      try {
        stop('fast');
      } catch {
        // Already stopped by the test.
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}
