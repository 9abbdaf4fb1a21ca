import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import { profileListEntriesOf } from '../../src/shared/api/profileListEntries';
import { mailedSecurePin, thisYear, today } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#blood-results: POST /profiles/secure/get/{testId}/?secure_pin= for every
// test, Total Protein (88) included (decision 008), the records under details.
describe('the blood-results reads', () => {
  let t: TestApp;
  let ada: { authorization: string; email: string };
  let bob: { authorization: string; email: string };
  let pin: string;

  function post(url: string, who: { authorization: string }, payload: object) {
    return asUser(t.app, who).post(url, payload);
  }

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, 'Ada');
    bob = await signUp(t.app, 'Bob');
    pin = await mailedSecurePin(t, ada);
  });
  afterAll(() => t.close());

  it("refuses no code, a wrong code and another person's token", async () => {
    expect((await post('/profiles/secure/get/97/', ada, thisYear)).statusCode).toBe(400);
    const wrong = pin === '000000' ? '111111' : '000000';
    expect(
      (await post(`/profiles/secure/get/97/?secure_pin=${wrong}`, ada, thisYear)).statusCode,
    ).toBe(403);
    expect(
      (await post(`/profiles/secure/get/97/?secure_pin=${pin}`, bob, thisYear)).statusCode,
    ).toBe(403);
    const noToken = await asUser(t.app).post(
      `/profiles/secure/get/97/?secure_pin=${pin}`,
      thisYear,
    );
    expect(noToken.statusCode).toBe(401);
  });

  it('reads an HDL written through the lab write path back from /profiles/secure/get/97/ under details', async () => {
    const written = await post(`/v2/profiles/lab-hdl/?secure_pin=${pin}`, ada, {
      hdl: 0.92,
      created_on: `${today} 08:30`,
    });
    expect(written.statusCode).toBe(200);
    const read = await post(`/profiles/secure/get/97/?secure_pin=${pin}`, ada, thisYear);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({
      status: 'success',
      details: [{ created_on: `${today} 08:30`, hdl: 0.92 }],
    });
    // Bob's own (empty) history is all he ever sees.
    const bobPin = await mailedSecurePin(t, bob);
    const bobs = await post(`/profiles/secure/get/97/?secure_pin=${bobPin}`, bob, thisYear);
    expect(bobs.json()).toEqual({ status: 'success', message: 'No data available', details: [] });
  });

  it('answers Total Protein on the same path as every other test, and the read is audited', async () => {
    // The person's own reads are logged once a profile an hour: start from none of theirs.
    await t.database.db.deleteFrom('access_log').where('reader_kind', '=', 'self').execute();
    const before = await t.database.db.selectFrom('access_log').select(['dataset_id']).execute();
    const read = await post(`/profiles/secure/get/88/?secure_pin=${pin}`, ada, thisYear);
    expect(read.json()).toMatchObject({ status: 'success', details: [] });
    const after = await t.database.db.selectFrom('access_log').select(['dataset_id']).execute();
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)?.dataset_id).toBe(88);
  });

  it('is listed as a view of the lab profile, so the browser gets its page from the config', async () => {
    const profiles = await asUser(t.app, ada).get('/v2/profiles/');
    const view = profileListEntriesOf(profiles.json<ProfileListReply>().details.profiles).find(
      (profile) => profile.id === 'blood_results',
    );
    expect(view).toMatchObject({ route: '/labprofile/blood-results', view_of: 'lab' });
  });
});
