import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

const BLOOD_PRESSURE = 188;

// A server keeps chart replies between requests (decision 012): whatever changes the
// readings, on whichever server or straight in the database, the next read must show it.
describe('kept read replies are never stale', () => {
  let t: TestApp;
  let other: MotusApp;
  let authorization: string;
  let userId: number;
  const today = DateTime.local().toFormat('yyyy-MM-dd');
  const thisYear = {
    date_from: DateTime.local().startOf('year').toFormat('yyyy-MM-dd'),
    date_to: today,
  };

  beforeAll(async () => {
    t = await createTestApp();
    // A second server on the same database, as behind a load balancer.
    other = await buildApp({ ...t.app.deps, logger: false });
    await other.ready();
    ({ authorization, userId } = await signUp(t.app, 'Cache'));
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const bloodPressure = () => datasetById(t.app.deps.profileConfigs, BLOOD_PRESSURE);
  const write = (app: MotusApp, systolic: number, time: string) =>
    app.inject({
      method: 'POST',
      url: bloodPressure().writePath,
      headers: { authorization },
      payload: { systolic_value: systolic, diastolic_value: 80, created_on: `${today} ${time}` },
    });
  const systolicReadBy = async (app: MotusApp) => {
    const reply = await app.inject({
      method: 'POST',
      url: bloodPressure().tab.read,
      headers: { authorization },
      payload: thisYear,
    });
    expect(reply.statusCode).toBe(200);
    const records = reply.json<Record<string, ChartRecord[]>>()[bloodPressure().tab.list]!;
    return records.map((record) => record.systolic_value);
  };

  it('shows a reading written on the same server right after a read', async () => {
    expect(await systolicReadBy(t.app)).toEqual([]);
    expect((await write(t.app, 121, '07:00')).statusCode).toBe(200);
    expect(await systolicReadBy(t.app)).toEqual([121]);
    // The reply was kept: this read is the one a repeat of it would be answered from.
    expect(t.app.readingsCache.bytes).toBeGreaterThan(0);
    expect(await systolicReadBy(t.app)).toEqual([121]);
  });

  it('answers a repeated read from the kept reply while the version stands', async () => {
    expect(await systolicReadBy(t.app)).toEqual([121]);
    // Change a value behind the versions' back: only a kept reply can still say 121.
    const db = t.database.db;
    await sql`alter table readings disable trigger readings_updated`.execute(db);
    try {
      await sql`update readings set values = jsonb_set(values, '{systolic_value}', '99')
                where user_id = ${userId}`.execute(db);
      expect(await systolicReadBy(t.app)).toEqual([121]);
    } finally {
      await sql`update readings set values = jsonb_set(values, '{systolic_value}', '121')
                where user_id = ${userId}`.execute(db);
      await sql`alter table readings enable trigger readings_updated`.execute(db);
    }
  });

  it('shows a reading written through another server', async () => {
    expect(await systolicReadBy(t.app)).toEqual([121]);
    expect((await write(other, 132, '08:00')).statusCode).toBe(200);
    expect(await systolicReadBy(t.app)).toEqual([121, 132]);
  });

  it('shows readings changed and deleted in the database by anyone', async () => {
    expect(await systolicReadBy(t.app)).toEqual([121, 132]);
    await sql`update readings set values = jsonb_set(values, '{systolic_value}', '140')
              where user_id = ${userId} and (values->>'systolic_value')::int = 132`.execute(
      t.database.db,
    );
    expect(await systolicReadBy(t.app)).toEqual([121, 140]);
    await sql`delete from readings where user_id = ${userId} and dataset_id = ${BLOOD_PRESSURE}`.execute(
      t.database.db,
    );
    expect(await systolicReadBy(t.app)).toEqual([]);
    // Emptied and written again: the new version is not mistaken for an old one.
    expect((await write(other, 118, '09:00')).statusCode).toBe(200);
    expect(await systolicReadBy(t.app)).toEqual([118]);
  });

  it('answers the same with no memory for kept replies (READ_CACHE_MB=0)', async () => {
    const uncached = await createTestApp({ readCacheBytes: 0 });
    try {
      const signed = await signUp(uncached.app, 'NoCache');
      const read = () =>
        uncached.app.inject({
          method: 'POST',
          url: bloodPressure().tab.read,
          headers: { authorization: signed.authorization },
          payload: thisYear,
        });
      expect((await read()).json()).toMatchObject({ status: 'success' });
      await uncached.app.inject({
        method: 'POST',
        url: bloodPressure().writePath,
        headers: { authorization: signed.authorization },
        payload: { systolic_value: 125, diastolic_value: 82, created_on: `${today} 07:00` },
      });
      const records = (await read()).json<Record<string, ChartRecord[]>>()[
        bloodPressure().tab.list
      ]!;
      expect(records.map((record) => record.systolic_value)).toEqual([125]);
      expect(uncached.app.readingsCache.bytes).toBe(0);
    } finally {
      await uncached.close();
    }
  });
});
