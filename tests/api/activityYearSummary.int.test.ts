import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { YearSummaryReply } from '../../src/shared/api/profileListContract';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const EXERCISE_TIME = 1;
const STEP_COUNT = 10;

describe('GET /activity/get-all-current-year/', () => {
  let t: TestApp;
  let authorization: string;
  const now = DateTime.local();

  beforeAll(async () => {
    t = await createTestApp();
    authorization = (await signUp(t.app)).authorization;
    const add = async (datasetId: number, value: number, day: DateTime) => {
      const { writePath, dataset } = datasetById(t.app.deps.profileConfigs, datasetId);
      const reply = await asUser(t.app, authorization).post(writePath, {
        [dataset.structure.elements[0]!.name]: value,
        created_on: day.toFormat('yyyy-MM-dd'),
      });
      expect(reply.statusCode).toBe(200);
    };
    const january = now.startOf('year');
    // Early January the two January readings fall on today, which the assertion allows for.
    await add(EXERCISE_TIME, 30, DateTime.min(january.plus({ days: 2 }), now));
    await add(EXERCISE_TIME, 45, DateTime.min(january.plus({ days: 3 }), now));
    await add(EXERCISE_TIME, 20, now);
    await add(STEP_COUNT, 8000, now);
    await add(EXERCISE_TIME, 999, january.minus({ days: 1 }));
  });
  afterAll(() => t.close());

  it("sums this year's activity per month, January to this month, zero where nothing was done", async () => {
    const reply = await asUser(t.app, authorization).get('/activity/get-all-current-year/');
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json<YearSummaryReply>();
    expect(data.year).toBe(now.year);
    expect(data.months.map((month) => month.month)).toEqual(
      Array.from({ length: now.month }, (_, index) =>
        now.startOf('year').plus({ months: index }).toFormat('yyyy-MM'),
      ),
    );
    expect(data.fields.map((field) => field.field)).toEqual(
      expect.arrayContaining(['exercise_time', 'step_count', 'distance']),
    );
    const totals = (month: string) => data.months.find((entry) => entry.month === month)!.totals;
    const january = now.startOf('year').toFormat('yyyy-MM');
    const thisMonth = now.toFormat('yyyy-MM');
    if (january === thisMonth) {
      expect(totals(january).exercise_time).toBe(95);
    } else {
      expect(totals(january).exercise_time).toBe(75);
      expect(totals(thisMonth).exercise_time).toBe(20);
    }
    expect(totals(thisMonth).step_count).toBe(8000);
    expect(totals(january).overs).toBe(0);
  });

  it('needs a signed-in user', async () => {
    const reply = await asUser(t.app).get('/activity/get-all-current-year/');
    expect(reply.statusCode).toBe(401);
  });
});
