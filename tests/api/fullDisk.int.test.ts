import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISK_FULL_MESSAGE } from '../../src/server/db/diskFull';
import { DISK_FULL_LOG_LINE, DISK_FULL_STATUS } from '../../src/server/plugins/diskFullReply';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { errorReply } from '../../src/shared/api/replySchemas';
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
/** Room for the embedded database (about 40 MB new) and its headroom, as a small disk. */
const TMPFS_SIZE = '80m';
const REFUSED_WRITES = 4;

const isRoot = process.getuid?.() === 0;
const skipReason = isRoot ? undefined : 'skipped: this test needs root to mount a tmpfs';

/** Writes zeros into a file until the file system has no byte left. */
function fillUp(file: string): void {
  const fd = fs.openSync(file, 'w');
  try {
    for (const size of [1024 * 1024, 4096, 1]) {
      const chunk = Buffer.alloc(size);
      try {
        for (;;) fs.writeSync(fd, chunk);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
      }
    }
  } finally {
    fs.closeSync(fd);
  }
}

function occurrences(text: string, part: string): number {
  return text.split(part).length - 1;
}

describe.skipIf(!isRoot || process.platform !== 'linux')(
  `a full disk under the embedded database${skipReason ? ` (${skipReason})` : ''}`,
  () => {
    const mountPoint = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-full-disk-'));
    const filler = path.join(mountPoint, 'filler');
    let mounted = false;
    let bundle: ReturnType<typeof buildServerBundle> | undefined;
    let server: StartedServer | undefined;
    let bloodPressure: DatasetInConfig;

    beforeAll(async () => {
      execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${TMPFS_SIZE}`, 'tmpfs', mountPoint]);
      mounted = true;
      bundle = buildServerBundle();
      bloodPressure = datasetById(await loadProfileConfigs('profile-configs'), BLOOD_PRESSURE);
      server = await startBuiltServer(bundle.entry, {
        DATABASE_URL: '',
        DATA_DIR: path.join(mountPoint, 'data'),
        SEED_DEMO_ACCOUNTS: 'false',
      });
    }, 120_000);

    afterAll(async () => {
      if (server) {
        server.child.kill('SIGKILL');
        await exited(server.child);
      }
      bundle?.remove();
      if (mounted) execFileSync('umount', [mountPoint]);
      fs.rmSync(mountPoint, { recursive: true, force: true });
    });

    it('answers writes 507 in words, keeps reads and every acknowledged reading, and writes again once space is freed', async () => {
      if (!server) throw new Error('the server did not start');
      const account = registration({ first_name: 'Fulla' });
      expect((await asUser(server.url).post(accountEndpoints.createUser, account)).status).toBe(
        201,
      );
      const login = (await (
        await asUser(server.url).post(accountEndpoints.login, {
          email: account.email,
          password: account.password,
        })
      ).json()) as { details: { token: string } };
      const person = asUser(server.url, `${AUTH_SCHEME} ${login.details.token}`);

      const today = DateTime.local();
      let written = 0;
      const writeReading = () => {
        written++;
        return person.post(bloodPressure.writePath, {
          systolic_value: 100 + (written % 80),
          diastolic_value: 70,
          created_on: `${today.minus({ days: written % 300 }).toFormat('yyyy-MM-dd')} ${String(written % 24).padStart(2, '0')}:30`,
        });
      };
      const readAll = async () => {
        const reply = await person.post(bloodPressure.tab.read, {
          date_from: today.minus({ days: 400 }).toFormat('yyyy-MM-dd'),
          date_to: today.toFormat('yyyy-MM-dd'),
        });
        const text = await reply.text();
        expect(reply.status, text).toBe(200);
        const read = JSON.parse(text) as Record<string, ChartRecord[]>;
        return (read[bloodPressure.tab.list] ?? []).map((record) => Number(record.systolic_value));
      };

      const acknowledged: number[] = [];
      for (let reading = 0; reading < 10; reading++) {
        const reply = await writeReading();
        expect(reply.status, await reply.clone().text()).toBe(200);
        acknowledged.push(100 + (written % 80));
      }

      fillUp(filler);
      for (let refused = 0; refused < REFUSED_WRITES; refused++) {
        const reply = await writeReading();
        expect(reply.status).toBe(DISK_FULL_STATUS);
        expect(await reply.json()).toEqual(errorReply(DISK_FULL_MESSAGE));
      }
      const ascending = (a: number, b: number) => a - b;
      // Every acknowledged reading, and nothing of the refused ones.
      expect((await readAll()).sort(ascending)).toEqual([...acknowledged].sort(ascending));
      expect(occurrences(server.output(), DISK_FULL_LOG_LINE)).toBe(1);
      expect(server.output()).not.toMatch(/Something went wrong|"stack"/);

      fs.rmSync(filler);
      const after = await writeReading();
      expect(after.status, await after.clone().text()).toBe(200);
      acknowledged.push(100 + (written % 80));
      expect((await readAll()).sort(ascending)).toEqual([...acknowledged].sort(ascending));
    }, 120_000);
  },
);
