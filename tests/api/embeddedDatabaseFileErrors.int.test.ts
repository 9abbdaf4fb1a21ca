import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectPglite } from '../../src/server/db/connectPglite';
import {
  DATABASE_UNAVAILABLE_MESSAGE,
  DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS,
} from '../../src/server/db/databaseUnavailable';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// Decision 039: the embedded database's data folder failing to be written is answered like
// PostgreSQL going away. The disk is made to fail by failing Node's writes to files in the
// folder with EIO, as a failing disk does (Linux: the folder of a descriptor is read from /proc).

const WALKING_TEST = 38;
/** Longer than any reply may take: a request still unanswered then has hung. */
const REQUEST_DEADLINE_MS = 5_000;

describe('the embedded database’s folder failing', () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-pglite-eio-'));
  let t: TestApp;
  let authorization: string;

  const openApp = async () => {
    const database = await connectPglite(folder);
    await migrateToLatest(database.db);
    return createTestApp({}, database);
  };

  beforeAll(async () => {
    t = await openApp();
    ({ authorization } = await signUp(t.app, 'Dora'));
  }, 60_000);

  afterAll(async () => {
    await t.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  const walk = () => datasetById(t.app.deps.profileConfigs, WALKING_TEST);
  const write = (value: number) =>
    Promise.race([
      asUser(t.app, authorization).post(walk().writePath, {
        [walk().tab.series[0]!.field]: value,
        created_on: `2024-05-01 08:${value % 60}`,
      }),
      new Promise<'no reply'>((resolve) =>
        setTimeout(() => resolve('no reply'), REQUEST_DEADLINE_MS),
      ),
    ]);
  const expectUnavailable = (reply: LightMyRequestResponse | 'no reply') => {
    if (reply === 'no reply') throw new Error('the request was not answered');
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe(String(DATABASE_UNAVAILABLE_RETRY_AFTER_SECONDS));
    expect(reply.json<ErrorReply>().message).toBe(DATABASE_UNAVAILABLE_MESSAGE);
  };

  function failWritesInFolder() {
    const writeSync = fs.writeSync.bind(fs);
    const inFolder = (fd: number) => {
      try {
        return fs.readlinkSync(`/proc/self/fd/${fd}`).startsWith(folder);
      } catch {
        return false;
      }
    };
    // writeSync has several overloads; the arguments after the descriptor pass through as given.
    const passOn = writeSync as (fd: number, ...rest: unknown[]) => number;
    return vi.spyOn(fs, 'writeSync').mockImplementation((fd: number, ...rest: unknown[]) => {
      if (inFolder(fd)) {
        throw Object.assign(new Error('EIO: i/o error, write'), { code: 'EIO', syscall: 'write' });
      }
      return passOn(fd, ...rest);
    });
  }

  it('answers 503 in words, keeps answering at once, and serves again after a restart', async () => {
    const stored = await write(512);
    expect(stored !== 'no reply' && stored.statusCode).toBe(200);

    const failing = failWritesInFolder();
    try {
      expectUnavailable(await write(513));
    } finally {
      failing.mockRestore();
    }
    // PGlite cannot go on after a failed write of its log (a PANIC): the next statement would
    // block the process. Each request is answered 503 instead, until Motus restarts.
    const started = Date.now();
    expectUnavailable(await write(514));
    expect(Date.now() - started).toBeLessThan(2_000);

    await t.close();
    t = await openApp();
    const after = await write(515);
    expect(after !== 'no reply' && after.statusCode).toBe(200);
    const read = await asUser(t.app, authorization).post(walk().tab.read, {
      date_from: '2024-05-01',
      date_to: '2024-05-01',
    });
    const records = read.json<Record<string, ChartRecord[]>>()[walk().tab.list] ?? [];
    const values = records.map((record) => record[walk().tab.series[0]!.field]);
    expect(values).toEqual(expect.arrayContaining([512, 515]));
  }, 60_000);
});
