import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import type * as PasswordHashing from '../../src/server/services/passwords/passwordHashing';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import {
  LOGIN_THROTTLED_MESSAGE,
  loginFailureRule,
  resetMailRule,
} from '../../src/server/services/throttling/throttles';
import { firstDetail, post, registerAndLogIn } from '../support/accountRequests';
import { statusCounts } from '../support/statusCounts';
import { createTestApp, type TestApp } from '../support/testApp';

const MAX_LOGIN_FAILURES = loginFailureRule.limit;
const BURST = 20;

// Every password check of a login, the right ones and the wrong ones and an unknown email's
// stand-in, so a test can count how many a burst got.
const passwordChecks = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../src/server/services/passwords/passwordHashing', async (importOriginal) => {
  const original = await importOriginal<typeof PasswordHashing>();
  return {
    ...original,
    verifyPassword: (...args: Parameters<typeof original.verifyPassword>) => {
      passwordChecks.count += 1;
      return original.verifyPassword(...args);
    },
    spendPasswordCheckTime: (...args: Parameters<typeof original.spendPasswordCheckTime>) => {
      passwordChecks.count += 1;
      return original.spendPasswordCheckTime(...args);
    },
  };
});

describe('password guessing and mail flooding', () => {
  let t: TestApp;
  // A second server instance on the same database: the counts must hold across both.
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
  beforeEach(() => {
    passwordChecks.count = 0;
  });

  const logIn = (email: string, password: string, app: MotusApp = t.app) =>
    post(app, accountEndpoints.login, { email, password });
  /** Twenty requests at once, alternating between the two instances. */
  const burst = (send: (app: MotusApp, index: number) => ReturnType<typeof post>) =>
    Promise.all(
      Array.from({ length: BURST }, (_, index) => send(index % 2 ? second : t.app, index)),
    );

  it('is refused after five wrong passwords, even with the right one, until the window passes', async () => {
    const { account } = await registerAndLogIn(t.app);
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt++) {
      expect((await logIn(account.email, 'wrong-guess')).statusCode).toBe(401);
    }
    const locked = await logIn(account.email.toUpperCase(), account.password);
    expect(locked.statusCode).toBe(429);
    expect(firstDetail(locked)).toBe(LOGIN_THROTTLED_MESSAGE);

    await sql`
      update throttle_counts
         set attempts = array(select attempt - interval '16 minutes' from unnest(attempts) as attempt)
    `.execute(t.database.db);
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('checks at most five passwords of twenty wrong ones sent at once to two instances', async () => {
    const { account } = await registerAndLogIn(t.app);
    passwordChecks.count = 0;
    const replies = await burst((app) => logIn(account.email, 'wrong-guess', app));
    expect(statusCounts(replies)).toEqual({
      401: MAX_LOGIN_FAILURES,
      429: BURST - MAX_LOGIN_FAILURES,
    });
    expect(passwordChecks.count).toBe(MAX_LOGIN_FAILURES);
    const refused = replies.find((reply) => reply.statusCode === 429);
    expect(refused && firstDetail(refused)).toBe(LOGIN_THROTTLED_MESSAGE);
    expect((await logIn(account.email, account.password, second)).statusCode).toBe(429);
  });

  it('refuses a burst of the right password once five failures are counted, checking none', async () => {
    const { account } = await registerAndLogIn(t.app);
    await Promise.all(
      Array.from({ length: MAX_LOGIN_FAILURES }, (_, index) =>
        logIn(account.email, `wrong-${index}`, index % 2 ? second : t.app),
      ),
    );
    passwordChecks.count = 0;
    const replies = await burst((app) => logIn(account.email, account.password, app));
    expect(statusCounts(replies)).toEqual({ 429: BURST });
    expect(passwordChecks.count).toBe(0);
  });

  it('counts a burst for an unknown email the same way', async () => {
    const replies = await burst((app) => logIn('nobody.at.once@example.test', 'guess', app));
    expect(statusCounts(replies)).toEqual({
      401: MAX_LOGIN_FAILURES,
      429: BURST - MAX_LOGIN_FAILURES,
    });
    expect(passwordChecks.count).toBe(MAX_LOGIN_FAILURES);
  });

  it('lets a burst of right passwords in: a success clears the count', async () => {
    const { account } = await registerAndLogIn(t.app);
    const replies = await burst((app) => logIn(account.email, account.password, app));
    // Places are taken before the checks end, so at most five are in flight at a time; each
    // success frees them again. None of the replies is a wrong-password 401.
    expect(replies.some((reply) => reply.statusCode === 200)).toBe(true);
    expect(replies.every((reply) => [200, 429].includes(reply.statusCode))).toBe(true);
  });

  it('counts unknown emails the same way, so the lock reveals no account', async () => {
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt++) {
      expect((await logIn('nobody@example.test', 'guess')).statusCode).toBe(401);
    }
    expect((await logIn('nobody@example.test', 'guess')).statusCode).toBe(429);
  });

  it('forgets earlier failures after a successful login', async () => {
    const { account } = await registerAndLogIn(t.app);
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES - 1; attempt++) {
      await logIn(account.email, 'wrong-guess');
    }
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES - 1; attempt++) {
      expect((await logIn(account.email, 'wrong-guess')).statusCode).toBe(401);
    }
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
  });

  it('lets the owner back in at once after resetting the password by mail', async () => {
    const { account } = await registerAndLogIn(t.app);
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt++) {
      await logIn(account.email, 'wrong-guess');
    }
    expect((await logIn(account.email, account.password)).statusCode).toBe(429);
    await post(t.app, accountEndpoints.sendPasswordResetEmail, { email: account.email });
    const mail = (await t.outbox()).find((entry) => entry.to === account.email);
    const token = /token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    expect(token).toBeTruthy();
    const reset = await post(t.app, accountEndpoints.changePassword, {
      password: 'a-new-secret',
      token: token!,
    });
    expect(reset.statusCode).toBe(200);
    expect((await logIn(account.email, 'a-new-secret')).statusCode).toBe(200);
  });

  it('sends at most three reset mails an hour to one address, answering the same each time', async () => {
    const { account } = await registerAndLogIn(t.app);
    const replies = [];
    for (let request = 0; request < resetMailRule.limit + 2; request++) {
      replies.push(
        (
          await post(t.app, accountEndpoints.sendPasswordResetEmail, { email: account.email })
        ).json(),
      );
    }
    expect(new Set(replies.map((reply) => JSON.stringify(reply))).size).toBe(1);
    const mails = (await t.outbox()).filter((entry) => entry.to === account.email);
    expect(mails).toHaveLength(resetMailRule.limit);
  });

  it('sends three reset mails of twenty asked for at once on two instances', async () => {
    const { account } = await registerAndLogIn(t.app);
    const replies = await burst((app) =>
      post(app, accountEndpoints.sendPasswordResetEmail, { email: account.email }),
    );
    expect(statusCounts(replies)).toEqual({ 200: BURST });
    expect(new Set(replies.map((reply) => reply.body)).size).toBe(1);
    const mails = (await t.outbox()).filter((entry) => entry.to === account.email);
    expect(mails).toHaveLength(resetMailRule.limit);
  });
});
