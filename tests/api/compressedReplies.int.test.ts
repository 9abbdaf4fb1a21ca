import { gunzipSync } from 'node:zlib';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datasetById } from '../support/profileConfigLookup';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

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
      await t.app.inject({
        method: 'POST',
        url: walk.writePath,
        headers: { authorization },
        payload: {
          [field]: 400 + day,
          created_on: today.minus({ days: day }).toFormat('yyyy-MM-dd'),
        },
      });
    }
    const range = {
      date_from: today.minus({ days: 90 }).toFormat('yyyy-MM-dd'),
      date_to: today.toFormat('yyyy-MM-dd'),
    };
    const plain = await t.app.inject({
      method: 'POST',
      url: walk.tab.read,
      headers: { authorization },
      payload: range,
    });
    const zipped = await t.app.inject({
      method: 'POST',
      url: walk.tab.read,
      headers: { authorization, 'accept-encoding': 'gzip' },
      payload: range,
    });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    expect(JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))).toEqual(plain.json());
  });
});
