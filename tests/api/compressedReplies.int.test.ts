import { gunzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

describe('replies to a client that accepts gzip', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    authorization = (await signUp(t.app)).authorization;
  });
  afterAll(() => t.close());

  it('come compressed and read back as the same JSON', async () => {
    const walk = datasetById(t.app.deps.profileConfigs, 38);
    const field = walk.tab.series[0]!.field;
    const today = DateTime.local();
    for (let day = 0; day < 60; day++) {
      await asUser(t.app, authorization).post(walk.writePath, {
        [field]: 400 + day,
        created_on: today.minus({ days: day }).toFormat('yyyy-MM-dd'),
      });
    }
    const range = {
      date_from: today.minus({ days: 90 }).toFormat('yyyy-MM-dd'),
      date_to: today.toFormat('yyyy-MM-dd'),
    };
    const readAsking = (acceptEncoding?: string) =>
      asUser(t.app, authorization).post(walk.tab.read, range, {
        ...(acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding }),
      });
    const plain = await readAsking();
    const zipped = await readAsking('gzip');
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
    expect(zipped.headers.vary).toContain('accept-encoding');

    // Read again: the same bytes.
    const again = await readAsking('gzip, deflate, br');
    expect(again.headers['content-encoding']).toBe('gzip');
    expect(again.rawPayload.equals(zipped.rawPayload)).toBe(true);

    // A new reading is in the next gzipped reply.
    await asUser(t.app, authorization).post(walk.writePath, {
      [field]: 999,
      created_on: today.minus({ days: 61 }).toFormat('yyyy-MM-dd'),
    });
    const afterWrite = await readAsking('gzip');
    const records = JSON.parse(gunzipSync(afterWrite.rawPayload).toString('utf8')) as Record<
      string,
      unknown[]
    >;
    expect(records[walk.tab.list]).toHaveLength(61);

    // A client that refuses gzip gets the JSON as it is.
    const refused = await readAsking('gzip;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json<Record<string, unknown[]>>()[walk.tab.list]).toHaveLength(61);
  });
});
