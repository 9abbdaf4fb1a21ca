import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { securePinMessages } from '../../src/server/routes/accounts/securePinRoutes';
import { pinMailRule } from '../../src/server/services/securePins/securePinRules';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import {
  PIN_LOCKED_STATUS,
  PIN_WRONG_STATUS,
  SECURE_PIN_MAX_FAILURES,
} from '../../src/shared/api/securePinContract';
import { firstDetail } from '../support/accountRequests';
import { mailedSecurePin, thisYear } from '../support/securePins';
import { signUp } from '../support/signUp';
import { statusCounts } from '../support/statusCounts';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

const BURST = 20;

// Twenty requests at once, alternating between two server instances on one database: the
// secure pin's limits must hold for all of them together.
describe('the secure pin under a burst of requests', () => {
  let t: TestApp;
  let second: MotusApp;
  beforeAll(async () => {
    t = await createTestApp();
    second = await buildApp({ ...t.app.deps, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const burst = (send: (app: MotusApp) => Promise<LightMyRequestResponse>) =>
    Promise.all(Array.from({ length: BURST }, (_, index) => send(index % 2 ? second : t.app)));

  it('mails five pins an hour of twenty resets asked for at once', async () => {
    const person = await signUp(t.app, 'Burst');
    const replies = await burst((app) => asUser(app, person).post(accountEndpoints.resetSecurePin));
    expect(statusCounts(replies)).toEqual({
      200: pinMailRule.limit,
      429: BURST - pinMailRule.limit,
    });
    const refused = replies.find((reply) => reply.statusCode === 429);
    expect(refused && firstDetail(refused)).toBe(securePinMessages.tooManyMails);
    const mails = (await t.outbox()).filter((mail) => mail.to === person.email);
    expect(mails).toHaveLength(pinMailRule.limit);
  });

  it('locks after five of twenty wrong pins sent at once, and then refuses the right one', async () => {
    const person = await signUp(t.app, 'Guess');
    const pin = await mailedSecurePin(t, person);
    const wrong = pin === '000000' ? '111111' : '000000';
    const read = (app: MotusApp, secure_pin: string) =>
      asUser(app, person).get(
        `/v2/profiles/allergy/get/?${new URLSearchParams({ ...thisYear, secure_pin }).toString()}`,
      );
    const replies = await burst((app) => read(app, wrong));
    // Each wrong pin is counted in turn under a lock on the pin's row: the fifth locks it.
    expect(statusCounts(replies)).toEqual({
      [PIN_WRONG_STATUS]: SECURE_PIN_MAX_FAILURES - 1,
      [PIN_LOCKED_STATUS]: BURST - SECURE_PIN_MAX_FAILURES + 1,
    });
    expect((await read(second, pin)).statusCode).toBe(PIN_LOCKED_STATUS);
  });
});
