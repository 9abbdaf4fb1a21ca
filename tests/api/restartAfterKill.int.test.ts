import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { registration } from '../support/accountRequests';
import { asUser } from '../support/asUser';
import {
  buildServerBundle,
  exited,
  startBuiltServer,
  type StartedServer,
} from '../support/builtServer';
import { datasetById, type DatasetInConfig } from '../support/profileConfigLookup';

const BLOOD_PRESSURE = 14;
const READINGS = 12;

interface UnreapedServer {
  /** The process the server runs under; it never waits for the server. */
  parent: ChildProcess;
  serverPid: number;
  url: string;
}

/**
 * The built server as the child of a process that never reaps it (`exec sleep` replaces the
 * shell that started it): killed, it stays a zombie, as a supervisor's child does until the
 * supervisor gets to wait for it, which may be after it has started the next one.
 */
function startUnreapedServer(entry: string, env: Record<string, string>): Promise<UnreapedServer> {
  const parent = spawn(
    'sh',
    ['-c', '"$0" "$1" & echo "server pid $!"; exec sleep 600', process.execPath, entry],
    {
      env: { ...process.env, PORT: '0', HOST: '127.0.0.1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const serverPid = /server pid (\d+)/.exec(output)?.[1];
      const url = /running on (http:\/\/\S+) /.exec(output)?.[1];
      if (serverPid && url) resolve({ parent, serverPid: Number(serverPid), url });
      if (output.includes('could not start')) reject(new Error(output));
    };
    parent.stdout.on('data', onData);
    parent.stderr.on('data', onData);
  });
}

/** The state letter of /proc/<pid>/stat: R, S, D… or Z for a zombie. */
function processState(pid: number): string | undefined {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[0];
  } catch {
    return undefined;
  }
}

async function json<T>(reply: Response, status: number): Promise<T> {
  const text = await reply.text();
  expect(reply.status, text).toBe(status);
  return JSON.parse(text) as T;
}

// A supervisor (systemd's Restart=, a container runtime) starts the server again as soon as
// it has died, whatever the moment at which the dead one is reaped (decision 004).
describe.skipIf(Boolean(process.env.DATABASE_URL) || process.platform !== 'linux')(
  'a server killed and started again at once on its data folder',
  () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-restart-'));
    const env = { DATABASE_URL: '', DATA_DIR: dataDir, SEED_DEMO_ACCOUNTS: 'false' };
    const parents: ChildProcess[] = [];
    const servers: StartedServer[] = [];
    let bundle: ReturnType<typeof buildServerBundle> | undefined;
    let bloodPressure: DatasetInConfig;

    beforeAll(async () => {
      bundle = buildServerBundle();
      bloodPressure = datasetById(await loadProfileConfigs('profile-configs'), BLOOD_PRESSURE);
    });
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGKILL');
      // The zombie goes with its parent: whoever inherits it reaps it.
      for (const parent of parents) parent.kill('SIGKILL');
      await Promise.all([...servers.map((server) => exited(server.child)), ...parents.map(exited)]);
      fs.rmSync(dataDir, { recursive: true, force: true });
      bundle?.remove();
    });

    it('comes back with every acknowledged reading, and still refuses a second live server', async () => {
      if (!bundle) throw new Error('the server bundle was not built');
      const first = await startUnreapedServer(bundle.entry, env);
      parents.push(first.parent);
      const account = registration({ first_name: 'Rhea' });
      await json(await asUser(first.url).post(accountEndpoints.createUser, account), 201);
      const login = await json<{ details: { token: string } }>(
        await asUser(first.url).post(accountEndpoints.login, {
          email: account.email,
          password: account.password,
        }),
        200,
      );
      const authorization = `${AUTH_SCHEME} ${login.details.token}`;
      const today = DateTime.local();
      const acknowledged: number[] = [];
      for (let day = 0; day < READINGS; day++) {
        const systolic = 110 + day;
        const reply = await asUser(first.url, authorization).post(bloodPressure.writePath, {
          systolic_value: systolic,
          diastolic_value: 70,
          created_on: `${today.minus({ days: day }).toFormat('yyyy-MM-dd')} 07:30`,
        });
        await json(reply, 200);
        acknowledged.push(systolic);
      }

      process.kill(first.serverPid, 'SIGKILL');
      for (let waited = 0; processState(first.serverPid) !== 'Z' && waited < 5000; waited += 10) {
        await sleep(10);
      }
      // The window this is about: the killed server is dead but not reaped, and its lock is
      // still in the folder.
      expect(processState(first.serverPid)).toBe('Z');
      const leftLock = fs.readFileSync(path.join(dataDir, 'motus.lock'), 'utf8');
      expect(leftLock).toMatch(new RegExp(`^(\\{"pid":)?${first.serverPid}\\b`));

      const second = await startBuiltServer(bundle.entry, env);
      servers.push(second);
      expect(processState(first.serverPid)).toBe('Z');

      const relogin = await json<{ details: { token: string } }>(
        await asUser(second.url).post(accountEndpoints.login, {
          email: account.email,
          password: account.password,
        }),
        200,
      );
      const read = await json<Record<string, ChartRecord[]>>(
        await asUser(second.url, `${AUTH_SCHEME} ${relogin.details.token}`).post(
          bloodPressure.tab.read,
          {
            date_from: today.minus({ days: READINGS }).toFormat('yyyy-MM-dd'),
            date_to: today.toFormat('yyyy-MM-dd'),
          },
        ),
        200,
      );
      const kept = (read[bloodPressure.tab.list] ?? []).map((record) =>
        Number(record.systolic_value),
      );
      const ascending = (a: number, b: number) => a - b;
      expect(kept.sort(ascending)).toEqual(acknowledged.sort(ascending));

      await expect(startBuiltServer(bundle.entry, env)).rejects.toThrow(
        `The data folder ${dataDir} is in use by another Motus server (pid ${second.child.pid})`,
      );
    }, 120_000);
  },
);
