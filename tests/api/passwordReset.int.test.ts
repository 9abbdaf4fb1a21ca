import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { OutboxEntry } from '../../src/server/services/mail/mailer';
import {
  callAsSignedIn,
  firstDetail,
  logIn,
  post,
  registerAndLogIn,
} from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64url');

async function mailsTo(email: string): Promise<OutboxEntry[]> {
  return (await testApp.outbox()).filter((mail) => mail.to === email);
}

/** Asks for a reset link and follows the mail to its token, as the user would. */
async function requestResetToken(email: string): Promise<string> {
  const before = (await mailsTo(email)).length;
  const reply = await post(testApp.app, accountEndpoints.sendPasswordResetEmail, { email });
  expect(reply.statusCode).toBe(200);
  const mails = await mailsTo(email);
  expect(mails).toHaveLength(before + 1);
  const link = /https?:\/\/\S+/.exec(mails.at(-1)?.text ?? '')?.[0];
  const token = new URL(link ?? 'http://missing').searchParams.get('token');
  if (!token) throw new Error(`no reset link in the mail: ${mails.at(-1)?.text ?? ''}`);
  return token;
}

function changePassword(token: string, password: string) {
  return post(testApp.app, accountEndpoints.changePassword, { token, password });
}

describe('asking for a reset link', () => {
  it('mails a link to the reset page of the public address, carrying the token', async () => {
    const { account } = await registerAndLogIn(testApp.app, { first_name: 'Lin' });
    const reply = await post(testApp.app, accountEndpoints.sendPasswordResetEmail, {
      email: account.email,
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'success' });

    const [mail] = await mailsTo(account.email);
    expect(mail?.subject).toMatch(/reset your motus password/i);
    expect(mail?.text).toContain('Hello Lin,');
    expect(mail?.text).toMatch(/http:\/\/motus\.test\/reset-password\?token=[A-Za-z0-9_-]{43}\n/);
  });

  it('finds the account whatever the letter case of the email', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    await post(testApp.app, accountEndpoints.sendPasswordResetEmail, {
      email: account.email.toUpperCase(),
    });
    expect(await mailsTo(account.email)).toHaveLength(1);
  });

  it('answers an address without an account exactly as one with, and sends nothing', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const known = await post(testApp.app, accountEndpoints.sendPasswordResetEmail, {
      email: account.email,
    });
    const mailsBefore = (await testApp.outbox()).length;
    const unknown = await post(testApp.app, accountEndpoints.sendPasswordResetEmail, {
      email: `nobody.${process.pid}@example.test`,
    });
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
    expect(await testApp.outbox()).toHaveLength(mailsBefore);
  });

  it('stores only the hash of the mailed token', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const token = await requestResetToken(account.email);
    const stored = await testApp.database.db
      .selectFrom('password_reset_tokens')
      .select('token_hash')
      .where('token_hash', 'in', [token, sha256(token)])
      .execute();
    expect(stored).toEqual([{ token_hash: sha256(token) }]);
  });
});

describe('setting a new password with the link', () => {
  it('sets the new password, refuses the old one, and ends every session', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const otherDevice = await logIn(testApp.app, account.email, account.password);
    const token = await requestResetToken(account.email);

    const reply = await changePassword(token, 'brand new secret');
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({ status: 'success' });

    const oldLogin = await post(testApp.app, accountEndpoints.login, {
      email: account.email,
      password: account.password,
    });
    expect(oldLogin.statusCode).toBe(401);
    const fresh = await logIn(testApp.app, account.email, 'brand new secret');

    const withNewPassword = { ...account, password: 'brand new secret' };
    for (const oldToken of [user.token, otherDevice.token]) {
      expect((await callAsSignedIn(testApp.app, withNewPassword, oldToken)).statusCode).toBe(401);
    }
    expect((await callAsSignedIn(testApp.app, withNewPassword, fresh.token)).statusCode).toBe(200);
  });

  it('works once: the second use of the same link is refused and changes nothing', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const token = await requestResetToken(account.email);
    expect((await changePassword(token, 'first new secret')).statusCode).toBe(200);

    const second = await changePassword(token, 'second new secret');
    expect(second.statusCode).toBe(400);
    expect(firstDetail(second)).toMatch(/already been used/);
    await expect(logIn(testApp.app, account.email, 'first new secret')).resolves.toBeDefined();
  });

  it('voids older links of the user once one of them has been used', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const older = await requestResetToken(account.email);
    const newer = await requestResetToken(account.email);
    expect((await changePassword(newer, 'chosen secret')).statusCode).toBe(200);
    expect((await changePassword(older, 'sneaky secret')).statusCode).toBe(400);
    await expect(logIn(testApp.app, account.email, 'chosen secret')).resolves.toBeDefined();
  });

  it('refuses a link older than an hour and keeps the old password', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const token = await requestResetToken(account.email);
    await sql`update password_reset_tokens
              set created_at = now() - interval '61 minutes', expires_at = now() - interval '1 minute'
              where token_hash = ${sha256(token)}`.execute(testApp.database.db);

    const reply = await changePassword(token, 'too late secret');
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toMatch(/expired/);
    await expect(logIn(testApp.app, account.email, account.password)).resolves.toBeDefined();
  });

  it('gives a link an hour to live', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const token = await requestResetToken(account.email);
    const { rows } = await sql<{ minutes: number }>`
      select round(extract(epoch from expires_at - created_at) / 60)::int as minutes
      from password_reset_tokens where token_hash = ${sha256(token)}`.execute(testApp.database.db);
    expect(rows[0]?.minutes).toBe(60);
  });

  it('refuses a token it never issued', async () => {
    for (const token of ['A'.repeat(43), 'not-a-token']) {
      const reply = await changePassword(token, 'whatever secret');
      expect(reply.statusCode).toBe(400);
      expect(firstDetail(reply)).toMatch(/not valid/);
    }
  });

  it('refuses a new password shorter than 6 characters and leaves the link usable', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const token = await requestResetToken(account.email);
    const short = await changePassword(token, '12345');
    expect(short.statusCode).toBe(400);
    expect(firstDetail(short)).toMatch(/^body\.password /);
    expect((await changePassword(token, '123456')).statusCode).toBe(200);
  });
});
