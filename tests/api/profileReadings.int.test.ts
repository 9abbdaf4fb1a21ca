import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertReading } from '../../src/server/db/repositories/readingsRepository';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const WALKING_TEST = 38;
const BLOOD_PRESSURE_FIELDS = ['systolic_value', 'diastolic_value'];

describe('profile readings API (generated from the configs)', () => {
  let t: TestApp;
  let ada: string;
  let bob: string;
  const today = DateTime.local().toFormat('yyyy-MM-dd');
  const thisYear = {
    date_from: DateTime.local().startOf('year').toFormat('yyyy-MM-dd'),
    date_to: today,
  };

  beforeAll(async () => {
    t = await createTestApp();
    ada = (await signUp(t.app, 'Ada')).authorization;
    bob = (await signUp(t.app, 'Bob')).authorization;
  });
  afterAll(() => t.close());

  it('stores a reading and reads it back on its tab, for its owner only', async () => {
    const walk = datasetById(t.app.deps.profileConfigs, WALKING_TEST);
    const field = walk.tab.series[0]!.field;
    const written = await asUser(t.app, ada).post(walk.writePath, {
      [field]: 512.5,
      created_on: `${today} 07:45`,
    });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({
      status: 'success',
      message: walk.config.messages.added,
    });

    const read = await asUser(t.app, ada).post(walk.tab.read, thisYear);
    expect(read.statusCode).toBe(200);
    const records = read.json<Record<string, ChartRecord[]>>()[walk.tab.list]!;
    expect(records).toEqual([
      expect.objectContaining({ created_on: `${today} 07:45`, [field]: 512.5 }),
    ]);

    const othersView = await asUser(t.app, bob).post(walk.tab.read, thisYear);
    expect(othersView.json<Record<string, ChartRecord[]>>()[walk.tab.list]).toEqual([]);
  });

  it('keeps readings outside the range out of the reply', async () => {
    const walk = datasetById(t.app.deps.profileConfigs, WALKING_TEST);
    const field = walk.tab.series[0]!.field;
    await asUser(t.app, bob).post(walk.writePath, { [field]: 300, created_on: '2020-03-01' });
    await asUser(t.app, bob).post(walk.writePath, { [field]: 310, created_on: '2020-03-31 23:59' });
    await asUser(t.app, bob).post(walk.writePath, { [field]: 320, created_on: '2020-04-01' });
    const read = await asUser(t.app, bob).post(walk.tab.read, {
      date_from: '2020-03-01',
      date_to: '2020-03-31',
    });
    const values = read.json<Record<string, ChartRecord[]>>()[walk.tab.list]!.map((r) => r[field]);
    expect(values).toEqual([300, 310]);
  });

  it.each([
    ['a decimal finer than 0.01', { value: 1.005 }, /multiple of 0.01/],
    ['a number sent as text', { value: '12' }, /must be number/],
    ['a missing value', {}, /is required/],
  ])('refuses %s, naming the field, and stores nothing', async (_case, input, message) => {
    const walk = datasetById(t.app.deps.profileConfigs, WALKING_TEST);
    const field = walk.tab.series[0]!.field;
    const body: Record<string, unknown> = { created_on: today };
    if ('value' in input) body[field] = input.value;
    const before = await asUser(t.app, ada).post(walk.tab.read, thisYear);
    const refused = await asUser(t.app, ada).post(walk.writePath, body);
    expect(refused.statusCode).toBe(400);
    const reply = refused.json<{
      status: string;
      message: string;
      details: { details: string[] };
    }>();
    expect(reply.status).toBe('error');
    expect(reply.message).toContain(field);
    expect(reply.message).toMatch(message);
    expect(reply.details.details[0]).toBe(reply.message);
    const after = await asUser(t.app, ada).post(walk.tab.read, thisYear);
    expect(after.json()).toEqual(before.json());
  });

  it('refuses unknown fields, future dates and whole-number fields given fractions', async () => {
    const walk = datasetById(t.app.deps.profileConfigs, WALKING_TEST);
    const field = walk.tab.series[0]!.field;
    const extra = await asUser(t.app, ada).post(walk.writePath, {
      [field]: 5,
      created_on: today,
      note: 'x',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json<{ message: string }>().message).toContain('note');

    const future = DateTime.local().plus({ days: 3 }).toFormat('yyyy-MM-dd');
    const later = await asUser(t.app, ada).post(walk.writePath, { [field]: 5, created_on: future });
    expect(later.statusCode).toBe(400);
    expect(later.json<{ message: string }>().message).toBe('created_on cannot be in the future');

    const bp = t.app.deps.profileConfigs
      .flatMap((config) => chartTabsOf(config).map((tab) => ({ config, tab })))
      .find(({ tab }) => tab.series.some((series) => series.field === 'systolic_value'))!;
    const bpPath = datasetById(t.app.deps.profileConfigs, bp.tab.dataset).writePath;
    const fraction = await asUser(t.app, ada).post(bpPath, {
      systolic_value: 120.5,
      diastolic_value: 80,
      created_on: today,
    });
    expect(fraction.statusCode).toBe(400);
    expect(fraction.json<{ message: string }>().message).toContain('systolic_value');
    const whole = await asUser(t.app, ada).post(bpPath, {
      systolic_value: 120,
      diastolic_value: 80,
      created_on: today,
    });
    expect(whole.statusCode).toBe(200);
    const read = await asUser(t.app, ada).post(bp.tab.read, thisYear);
    const record = read.json<Record<string, ChartRecord[]>>()[bp.tab.list]![0]!;
    expect(BLOOD_PRESSURE_FIELDS.map((name) => record[name])).toEqual([120, 80]);
  });

  it('answers 401 without a session and 400 for a backwards range', async () => {
    const walk = datasetById(t.app.deps.profileConfigs, WALKING_TEST);
    const anonymous = await asUser(t.app).post(walk.tab.read, thisYear);
    expect(anonymous.statusCode).toBe(401);
    const backwards = await asUser(t.app, ada).post(walk.tab.read, {
      date_from: '2026-05-02',
      date_to: '2026-05-01',
    });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json<{ message: string }>().message).toBe(
      'date_to cannot be before date_from',
    );
  });

  it('thins a long history to the asked number of points, keeping the extremes', async () => {
    const walk = datasetById(t.app.deps.profileConfigs, WALKING_TEST);
    const field = walk.tab.series[0]!.field;
    const { id: userId } = await t.database.db
      .selectFrom('users')
      .select('id')
      .where('first_name', '=', 'Bob')
      .executeTakeFirstOrThrow();
    const start = DateTime.fromISO('2010-01-01');
    for (let day = 0; day < 1500; day++) {
      const value = day === 700 ? 2500 : day === 900 ? 10 : 400 + (day % 30);
      await insertReading(t.database.db, {
        userId,
        datasetId: WALKING_TEST,
        createdOn: start.plus({ days: day }).toFormat('yyyy-MM-dd 08:00:00'),
        values: { [field]: value },
      });
    }
    const range = { date_from: '2010-01-01', date_to: '2014-12-31', max_points: 200 };
    const read = await asUser(t.app, bob).post(walk.tab.read, range);
    const reply = read.json<Record<string, ChartRecord[]> & { downsampled: unknown }>();
    const values = reply[walk.tab.list]!.map((record) => record[field]);
    expect(values.length).toBeLessThanOrEqual(200);
    expect(values).toContain(2500);
    expect(values).toContain(10);
    expect(reply.downsampled).toEqual({ total: 1500, max_points: 200 });
  });

  it('lists every profile with its dataset_set for the signed-in user', async () => {
    const reply = await asUser(t.app, ada).get(accountEndpoints.profiles);
    expect(reply.statusCode).toBe(200);
    const { profiles } = reply.json<ProfileListReply>().details;
    expect(profiles.map((profile) => profile.name)).toEqual(
      expect.arrayContaining([
        'Activity',
        'Fitness',
        'Conditioning Tests',
        'Body',
        'Pain Score',
        'Vitals',
      ]),
    );
    const conditioning = profiles.find((profile) => profile.name === 'Conditioning Tests')!;
    expect(conditioning.dataset_set).toHaveLength(40);
    expect(conditioning.dataset_set[0]).toMatchObject({
      id: 38,
      structure: { elements: [expect.any(Object)] },
    });
  });
});
