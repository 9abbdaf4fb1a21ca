import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import {
  LOGIN_THROTTLED_MESSAGE,
  loginFailureRule,
  resetMailRule,
} from '../../src/server/services/throttling/throttles';
import { firstDetail, post, registerAndLogIn } from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';

const MAX_LOGIN_FAILURES = loginFailureRule.limit;

describe('password guessing and mail flooding', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const logIn = (email: string, password: string) =>
    post(t.app, accountEndpoints.login, { email, password });

  it('is refused after five wrong passwords, even with the right one, until the window passes', async () => {
    const { account } = await registerAndLogIn(t.app);
    for (let attempt = 0; attempt < MAX_LOGIN_FAILURES; attempt++) {
      expect((await logIn(account.email, 'wrong-guess')).statusCode).toBe(401);
    }
    const locked = await logIn(account.email.toUpperCase(), account.password);
    expect(locked.statusCode).toBe(429);
    expect(firstDetail(locked)).toBe(LOGIN_THROTTLED_MESSAGE);

    await sql`update throttle_events set happened_at = happened_at - interval '16 minutes'`.execute(
      t.database.db,
    );
    expect((await logIn(account.email, account.password)).statusCode).toBe(200);
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
});
