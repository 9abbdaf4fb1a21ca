import type { ChildProcess } from 'node:child_process';
import path from 'node:path';
import { NO_REQUEST_RATE_LIMITS } from '../../../src/server/config/requestLimitsEnv';
import { exited, startBuiltServer } from '../../../tests/support/builtServer';

/** A server under load in a process of its own: its address and its pid, for /proc. */
export interface ServerProcess {
  url: string;
  pid: number;
  stop(): Promise<void>;
}

/**
 * The environment every Motus process of the bench gets: the per-address rate limits off,
 * since every request comes from one address (the mix calls none of the limited routes, nor
 * any route with a per-account throttle: login, the secure pin, password resets).
 */
export const BENCH_SERVER_ENV: Record<string, string> = {
  SEED_DEMO_ACCOUNTS: 'false',
  RATE_LIMIT_LOGIN: String(NO_REQUEST_RATE_LIMITS.login),
  RATE_LIMIT_REGISTER: String(NO_REQUEST_RATE_LIMITS.register),
  RATE_LIMIT_PASSWORD_RESET: String(NO_REQUEST_RATE_LIMITS.passwordReset),
  RATE_LIMIT_MEETING_CHECK: String(NO_REQUEST_RATE_LIMITS.meetingCheck),
  RATE_LIMIT_SHARE_LINK: String(NO_REQUEST_RATE_LIMITS.shareLink),
};

function asServerProcess(child: ChildProcess, url: string): ServerProcess {
  if (child.pid === undefined) throw new Error(`${url}: the process has no pid`);
  return {
    // The server names itself localhost, which may resolve to ::1 where it does not listen.
    url: url.replace('localhost', '127.0.0.1'),
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await exited(child);
    },
  };
}

/** The built Motus server (entry from buildServerBundle) with env on a free local port. */
export async function startMotus(
  entry: string,
  env: Record<string, string>,
): Promise<ServerProcess> {
  const started = await startBuiltServer(entry, { ...BENCH_SERVER_ENV, ...env });
  return asServerProcess(started.child, started.url);
}

/** The bare Fastify route, run by Node with tsx's loader (it is not part of the bundle). */
export async function startBareServer(): Promise<ServerProcess> {
  const started = await startBuiltServer(path.join(import.meta.dirname, 'bareServer.ts'), {
    NODE_OPTIONS: '--import tsx',
  });
  return asServerProcess(started.child, started.url);
}
