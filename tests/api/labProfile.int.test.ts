import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailedSecurePin, thisYear, today } from '../support/securePins';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// docs/product.md#laboratory-tests: reads and both write paths behind the secure pin.
describe('the Laboratory Tests profile behind the secure pin', () => {
  let t: TestApp;
  let ada: { authorization: string; email: string };
  let bob: { authorization: string; email: string };
  let pin: string;

  function post(url: string, who: { authorization: string }, payload: object) {
    return asUser(t.app, who).post(url, payload);
  }
  const readHdl = (secure: string, who = ada) =>
    post(`/v2/profiles/secure/get/97/?secure_pin=${secure}`, who, thisYear);

  beforeAll(async () => {
    t = await createTestApp();
    ada = await signUp(t.app, 'Ada');
    bob = await signUp(t.app, 'Bob');
    pin = await mailedSecurePin(t, ada);
  });
  afterAll(() => t.close());

  it("refuses every lab read and write without the right pin or with another person's", async () => {
    const none = await post('/v2/profiles/secure/get/97/', ada, thisYear);
    expect(none.statusCode).toBe(400);
    expect((await readHdl(pin === '000000' ? '111111' : '000000')).statusCode).toBe(403);
    // Bob has no pin: Ada's opens nothing for him.
    expect((await readHdl(pin, bob)).statusCode).toBe(403);
    const writes = ['/v2/profiles/lab-hdl/', '/profiles/special/lab-hdl/'];
    for (const url of writes) {
      const wrong = await post(`${url}?secure_pin=000001`, ada, { hdl: 1.4, created_on: today });
      expect(wrong.statusCode, url).toBe(403);
      const missing = await post(url, ada, { hdl: 1.4, created_on: today });
      expect(missing.statusCode, url).toBe(400);
    }
    expect((await readHdl(pin)).json()).toEqual({
      status: 'success',
      message: 'No data available',
      data: [],
    });
  });

  it('reads back an HDL written through either lab write path from /v2/profiles/secure/get/97/', async () => {
    const first = await post(`/v2/profiles/lab-hdl/?secure_pin=${pin}`, ada, {
      hdl: 1.42,
      created_on: `${today} 08:10`,
    });
    expect(first.json()).toMatchObject({
      status: 'success',
      message: 'Laboratory Data Successfully Added!',
    });
    const second = await post(`/profiles/special/lab-hdl/?secure_pin=${pin}`, ada, {
      hdl: 0.91,
      created_on: `${today} 09:30`,
    });
    expect(second.statusCode).toBe(200);
    const bad = await post(`/profiles/special/lab-hdl/?secure_pin=${pin}`, ada, {
      hdl: 'low',
      created_on: today,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toMatch(/hdl must be number/);

    const read = await readHdl(pin);
    expect(
      read
        .json<{ data: { hdl: number; created_on: string }[] }>()
        .data.map((r) => [r.created_on, r.hdl]),
    ).toEqual([
      [`${today} 08:10`, 1.42],
      [`${today} 09:30`, 0.91],
    ]);
    expect((await readHdl(pin, bob)).statusCode).toBe(403);
  });
});
