import { sql } from 'kysely';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const BLOOD_PRESSURE = 188;

// Whatever changes the readings, on whichever server or straight in the database, the next
// chart read shows it: nothing a server keeps between requests stands in its way.
describe('chart reads see every write', () => {
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
    asUser(app, authorization).post(bloodPressure().writePath, {
      systolic_value: systolic,
      diastolic_value: 80,
      created_on: `${today} ${time}`,
    });
  const systolicReadBy = async (app: MotusApp) => {
    const reply = await asUser(app, authorization).post(bloodPressure().tab.read, thisYear);
    expect(reply.statusCode).toBe(200);
    const records = reply.json<Record<string, ChartRecord[]>>()[bloodPressure().tab.list]!;
    return records.map((record) => record.systolic_value);
  };

  it('shows a reading written on the same server right after a read', async () => {
    expect(await systolicReadBy(t.app)).toEqual([]);
    expect((await write(t.app, 121, '07:00')).statusCode).toBe(200);
    expect(await systolicReadBy(t.app)).toEqual([121]);
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
    // Emptied and written again.
    expect((await write(other, 118, '09:00')).statusCode).toBe(200);
    expect(await systolicReadBy(t.app)).toEqual([118]);
  });
});
