import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { INACTIVITY_TIMEOUT_MS } from '../../src/shared/session/sessionConstants';
import {
  callAsSignedIn,
  firstDetail,
  logIn,
  post,
  registerAndLogIn,
  unchangedProfile,
} from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

async function storedSessionsOf(userId: number) {
  return testApp.database.db
    .selectFrom('sessions')
    .select(['token_hash', 'last_used_at'])
    .where('user_id', '=', userId)
    .execute();
}

/** Pretends the session was last used this many minutes ago. */
async function idleFor(token: string, minutes: number): Promise<void> {
  await sql`update sessions set last_used_at = now() - make_interval(secs => ${minutes * 60})
            where token_hash = ${sha256(token)}`.execute(testApp.database.db);
}

describe('how sessions are stored', () => {
  it('keeps only the sha-256 of the token, never the token itself', async () => {
    const { user } = await registerAndLogIn(testApp.app);
    const rows = await storedSessionsOf(user.id);
    expect(rows.map((row) => row.token_hash)).toEqual([sha256(user.token)]);

    const { rows: anyColumnHoldingToken } = await sql<{ n: number }>`
      select count(*)::int as n from sessions s where s::text like ${`%${user.token}%`}`.execute(
      testApp.database.db,
    );
    expect(anyColumnHoldingToken[0]?.n).toBe(0);
  });
});

describe('the Authorization header', () => {
  it('refuses a call with no header, naming the header to send', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const reply = await callAsSignedIn(testApp.app, account, undefined);
    expect(reply.statusCode).toBe(401);
    expect(reply.headers['www-authenticate']).toBe('Motus');
    expect(firstDetail(reply)).toMatch(/not logged in.*Authorization: Motus <token>/);
  });

  it('refuses another scheme word, such as Bearer', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const reply = await asUser(testApp.app, `Bearer ${user.token}`).post(
      accountEndpoints.updateProfile,
      unchangedProfile(account),
    );
    expect(reply.statusCode).toBe(401);
    expect(firstDetail(reply)).toMatch(/must read "Motus <token>"/);
  });

  it('accepts the scheme word in any letter case', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const reply = await asUser(testApp.app, `motus ${user.token}`).post(
      accountEndpoints.updateProfile,
      unchangedProfile(account),
    );
    expect(reply.statusCode).toBe(200);
  });

  it('refuses a token it never issued', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    for (const token of ['A'.repeat(43), 'short', "'or'1'='1"]) {
      const reply = await callAsSignedIn(testApp.app, account, token);
      expect(reply.statusCode).toBe(401);
      expect(firstDetail(reply)).toMatch(/not valid any more/);
    }
  });
});

describe('one hour without activity', () => {
  it('uses the one-hour constant the browser uses', () => {
    expect(INACTIVITY_TIMEOUT_MS).toBe(60 * 60 * 1000);
  });

  it('keeps a session used 59 minutes ago, and the call counts as new activity', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    await idleFor(user.token, 59);
    expect((await callAsSignedIn(testApp.app, account, user.token)).statusCode).toBe(200);
    // The call refreshed last_used_at: another 59 minutes later it still works.
    await sql`update sessions set last_used_at = last_used_at - make_interval(mins => 59)
              where token_hash = ${sha256(user.token)}`.execute(testApp.database.db);
    expect((await callAsSignedIn(testApp.app, account, user.token)).statusCode).toBe(200);
  });

  it('writes the last use at most once a minute, so parallel reads do not queue on the row', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const lastUse = async () => (await storedSessionsOf(user.id))[0]?.last_used_at.getTime();

    await idleFor(user.token, 0.5);
    const halfAMinuteAgo = await lastUse();
    expect((await callAsSignedIn(testApp.app, account, user.token)).statusCode).toBe(200);
    expect(await lastUse()).toBe(halfAMinuteAgo);

    await idleFor(user.token, 2);
    const twoMinutesAgo = await lastUse();
    expect((await callAsSignedIn(testApp.app, account, user.token)).statusCode).toBe(200);
    expect(await lastUse()).toBeGreaterThan((twoMinutesAgo ?? 0) + 60_000);
  });

  it('ends a session idle for more than an hour, says so, and removes it', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    await idleFor(user.token, 61);
    const reply = await callAsSignedIn(testApp.app, account, user.token);
    expect(reply.statusCode).toBe(401);
    expect(firstDetail(reply)).toMatch(/ended after an hour without activity/);
    expect(await storedSessionsOf(user.id)).toEqual([]);
    // Logging in again gives a working session.
    const again = await logIn(testApp.app, account.email, account.password);
    expect((await callAsSignedIn(testApp.app, account, again.token)).statusCode).toBe(200);
  });
});

describe('activity seen by the browser', () => {
  it('restarts the hour at once, even within a minute of the last mark', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const lastUse = async () => (await storedSessionsOf(user.id))[0]?.last_used_at.getTime();
    await idleFor(user.token, 0.5);
    const halfAMinuteAgo = await lastUse();

    const renewed = await post(testApp.app, accountEndpoints.sessionActivity, {}, user.token);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json()).toMatchObject({ status: 'success' });
    expect(await lastUse()).toBeGreaterThan((halfAMinuteAgo ?? 0) + 25_000);

    // 59 minutes after that activity the session still works.
    await idleFor(user.token, 59);
    expect((await callAsSignedIn(testApp.app, account, user.token)).statusCode).toBe(200);
  });

  it('cannot revive a session that has already ended', async () => {
    const { user } = await registerAndLogIn(testApp.app);
    await idleFor(user.token, 61);
    const reply = await post(testApp.app, accountEndpoints.sessionActivity, {}, user.token);
    expect(reply.statusCode).toBe(401);
    expect(firstDetail(reply)).toMatch(/ended after an hour without activity/);
  });

  it('needs a session', async () => {
    const reply = await post(testApp.app, accountEndpoints.sessionActivity, {});
    expect(reply.statusCode).toBe(401);
  });
});

describe('logout', () => {
  it('ends the session at once; another session of the same user goes on', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const otherDevice = await logIn(testApp.app, account.email, account.password);

    const logout = await post(testApp.app, accountEndpoints.logout, {}, user.token);
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({
      status: 'success',
      message: expect.any(String) as string,
    });

    expect((await callAsSignedIn(testApp.app, account, user.token)).statusCode).toBe(401);
    expect((await post(testApp.app, accountEndpoints.logout, {}, user.token)).statusCode).toBe(401);
    expect((await callAsSignedIn(testApp.app, account, otherDevice.token)).statusCode).toBe(200);
  });

  it('needs a session', async () => {
    const reply = await asUser(testApp.app).post(accountEndpoints.logout);
    expect(reply.statusCode).toBe(401);
  });
});
