import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { insertReadings } from '../../src/server/db/repositories/readingsRepository';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const BLOOD_PRESSURE = 188;

/** Readings on the edges a range can cut: first and last minutes of months, a leap day, ties. */
const SEEDED_TIMES = [
  '2024-01-31 23:59',
  '2024-02-01 00:00',
  '2024-02-01 00:00',
  '2024-02-15 12:00',
  '2024-02-29 08:30',
  '2024-03-01 00:00',
  '2024-03-31 23:59',
  '2024-05-10 07:00',
  '2024-12-31 23:59',
  '2025-01-01 00:00',
];

/** Days a range starts or ends on: on, before and after each edge. */
const RANGE_DAYS = [
  '2024-01-01',
  '2024-01-31',
  '2024-02-01',
  '2024-02-14',
  '2024-02-29',
  '2024-03-01',
  '2024-03-31',
  '2024-04-01',
  '2024-12-31',
  '2025-01-01',
  '2025-02-01',
];

interface Seeded {
  id: number;
  created_on: string;
}

// The chart reads come from month rows the database keeps in step with the readings; over
// any range, after any change, they give exactly the readings the range holds, oldest first.
describe('chart reads over any range', () => {
  let t: TestApp;
  let authorization: string;
  let userId: number;

  beforeAll(async () => {
    t = await createTestApp();
    ({ authorization, userId } = await signUp(t.app, 'Months'));
  });
  afterAll(() => t.close());

  const bloodPressure = () => datasetById(t.app.deps.profileConfigs, BLOOD_PRESSURE);
  const read = async (date_from: string, date_to: string) => {
    const reply = await asUser(t.app, authorization).post(bloodPressure().tab.read, {
      date_from,
      date_to,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    return reply.json<Record<string, ChartRecord[]>>()[bloodPressure().tab.list]!;
  };
  const stored = async (): Promise<Seeded[]> => {
    const { rows } = await sql<Seeded>`
      select id::int as id, to_char(created_on, 'YYYY-MM-DD HH24:MI') as created_on
        from readings where user_id = ${userId} and dataset_id = ${BLOOD_PRESSURE}
       order by created_on, id`.execute(t.database.db);
    return rows;
  };
  const expectEveryRangeExact = async () => {
    const held = await stored();
    for (const from of RANGE_DAYS) {
      for (const to of RANGE_DAYS.filter((day) => day >= from)) {
        const expected = held.filter(
          (reading) =>
            reading.created_on.slice(0, 10) >= from && reading.created_on.slice(0, 10) <= to,
        );
        const records = await read(from, to);
        expect(
          records.map((record) => [record.id, record.created_on]),
          `${from} … ${to}`,
        ).toEqual(expected.map((reading) => [reading.id, reading.created_on]));
      }
    }
  };

  it('cuts the first and last month at the asked days, and keeps ties in the order written', async () => {
    await insertReadings(
      t.database.db,
      SEEDED_TIMES.map((createdOn, index) => ({
        userId,
        datasetId: BLOOD_PRESSURE,
        createdOn,
        values: { systolic_value: 110 + index, diastolic_value: 70 },
      })),
    );
    await expectEveryRangeExact();
    const february = await read('2024-02-01', '2024-02-29');
    expect(february.map((record) => record.systolic_value)).toEqual([111, 112, 113, 114]);
  });

  it('follows readings moved to another month, and months emptied', async () => {
    await sql`update readings set created_on = created_on + interval '1 month'
               where user_id = ${userId} and created_on < '2024-03-01'`.execute(t.database.db);
    await sql`delete from readings where user_id = ${userId}
               and created_on >= '2024-12-01'`.execute(t.database.db);
    await expectEveryRangeExact();
    expect(await read('2024-01-01', '2024-01-31')).toEqual([]);
  });

  it('keeps every reading of many written at once to one month', async () => {
    const before = (await read('2024-06-01', '2024-06-30')).length;
    const writes = await Promise.all(
      Array.from({ length: 24 }, (_, index) =>
        asUser(t.app, authorization).post(bloodPressure().writePath, {
          systolic_value: 100 + index,
          diastolic_value: 60,
          created_on: `2024-06-${String(1 + index).padStart(2, '0')} 09:00`,
        }),
      ),
    );
    expect(writes.map((reply) => reply.statusCode)).toEqual(writes.map(() => 200));
    expect((await read('2024-06-01', '2024-06-30')).length).toBe(before + 24);
    await expectEveryRangeExact();
  });

  it('keeps no month of a deleted account', async () => {
    await sql`delete from users where id = ${userId}`.execute(t.database.db);
    const { rows } = await sql<{ held: number }>`
      select count(*)::int as held from reading_months where user_id = ${userId}`.execute(
      t.database.db,
    );
    expect(rows[0]?.held).toBe(0);
  });
});
