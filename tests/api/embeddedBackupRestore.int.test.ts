import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBackups, nameTime, type BackupFile } from '../../src/server/backup/backupFiles';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { registration } from '../support/accountRequests';
import {
  buildServerBundle,
  exited,
  startBuiltServer,
  type StartedServer,
} from '../support/builtServer';
import { datasetById, type DatasetInConfig } from '../support/profileConfigLookup';
import { asUser } from '../support/asUser';
import { runNpmScript } from '../support/runNpmScript';

const BLOOD_PRESSURE = 14;
const READINGS = 50;

async function json<T>(reply: Response, status: number): Promise<T> {
  const text = await reply.text();
  expect(reply.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** Every file and folder under dir, relative to it: what "nothing changed" compares. */
function listing(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort();
}

/** The first snapshot in dir whose name says it was taken after `after`. */
async function snapshotTakenAfter(dir: string, after: Date): Promise<BackupFile> {
  const since = nameTime(after);
  for (let waited = 0; waited < 20_000; waited += 200) {
    const taken = (await listBackups(dir)).find((file) => file.takenAt > since);
    if (taken) return taken;
    await sleep(200);
  }
  throw new Error(`No snapshot was written in ${dir} after ${since}`);
}

// The embedded database only, on Linux (the lock reads /proc); the PostgreSQL side of backups
// is postgresBackupRestore.int.test.ts.
describe.skipIf(Boolean(process.env.DATABASE_URL) || process.platform !== 'linux')(
  'snapshots of the embedded database, restored with npm run restore',
  () => {
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-backup-'));
    const dataDir = path.join(scratch, 'data');
    const backupDir = path.join(dataDir, 'backups');
    const base = { DATABASE_URL: '', SEED_DEMO_ACCOUNTS: 'false' };
    const servers: StartedServer[] = [];
    let bundle: ReturnType<typeof buildServerBundle> | undefined;
    let bloodPressure: DatasetInConfig;

    beforeAll(async () => {
      bundle = buildServerBundle();
      bloodPressure = datasetById(await loadProfileConfigs('profile-configs'), BLOOD_PRESSURE);
    });
    afterAll(async () => {
      for (const server of servers) server.child.kill('SIGKILL');
      await Promise.all(servers.map((server) => exited(server.child)));
      fs.rmSync(scratch, { recursive: true, force: true });
      bundle?.remove();
    });

    it('brings back every reading acknowledged before the snapshot, and refuses what it must', async () => {
      if (!bundle) throw new Error('the server bundle was not built');
      const first = await startBuiltServer(bundle.entry, {
        ...base,
        DATA_DIR: dataDir,
        BACKUP_EVERY: '5s',
      });
      servers.push(first);

      const account = registration({ first_name: 'Sven' });
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
        const systolic = 100 + day;
        const reply = await asUser(first.url, authorization).post(bloodPressure.writePath, {
          systolic_value: systolic,
          diastolic_value: 70,
          created_on: `${today.minus({ days: day }).toFormat('yyyy-MM-dd')} 07:30`,
        });
        await json(reply, 200);
        acknowledged.push(systolic);
      }
      const snapshot = await snapshotTakenAfter(backupDir, new Date());

      // A copy of the snapshot that lost its end, under the snapshot's own name.
      const freshDir = path.join(scratch, 'fresh');
      const cut = path.join(scratch, 'cut', snapshot.name);
      fs.mkdirSync(path.dirname(cut));
      const whole = fs.readFileSync(snapshot.path);
      fs.writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));

      const before = listing(path.join(dataDir, 'pglite'));
      // Three commands that do not depend on each other, run at once to save the test's time.
      const [asked, refused, damaged] = await Promise.all([
        // npm run backup asks the running server, which writes one more.
        runNpmScript('backup', [], { ...base, DATA_DIR: dataDir }),
        // A restore while the server holds the folder changes nothing.
        runNpmScript('restore', [snapshot.path], { ...base, DATA_DIR: dataDir }),
        // The cut copy is refused, and the folder it was to go into stays empty.
        runNpmScript('restore', [cut], { ...base, DATA_DIR: freshDir }),
      ]);

      expect(asked.output).toMatch(/^Backup written: \S+motus-pglite-\S+\.tar\.gz\n$/);
      expect(asked.code).toBe(0);
      expect(fs.existsSync(asked.output.replace('Backup written: ', '').trim())).toBe(true);

      expect(refused.output).toContain(
        `Motus could not restore: A Motus server (pid ${first.child.pid}) is running on ${dataDir}: ` +
          'stop it first (systemctl stop motus), then restore. Nothing was changed.',
      );
      expect(refused.code).toBe(1);
      expect(fs.readdirSync(dataDir).filter((name) => name.startsWith('pglite'))).toEqual([
        'pglite',
      ]);

      expect(damaged.output).toContain(
        `Motus could not restore: ${cut} is damaged or cut short: its contents do not match the SHA-256 in its name`,
      );
      expect(damaged.code).toBe(1);
      expect(fs.existsSync(path.join(freshDir, 'pglite'))).toBe(false);

      first.child.kill('SIGKILL');
      await exited(first.child);
      expect(listing(path.join(dataDir, 'pglite'))).toEqual(before);

      // The whole one restores into a fresh data folder, and a server started on it has all.
      const restored = await runNpmScript('restore', [snapshot.path], {
        ...base,
        DATA_DIR: freshDir,
      });
      expect(restored.output).toContain(
        `Restored ${snapshot.name} into ${path.join(freshDir, 'pglite')}.`,
      );
      expect(restored.code).toBe(0);

      const second = await startBuiltServer(bundle.entry, {
        ...base,
        DATA_DIR: freshDir,
        BACKUP_EVERY: '0',
      });
      servers.push(second);
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
    }, 120_000);
  },
);
