import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { firstDetail, post, registration } from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function accountsWithEmail(email: string): Promise<number> {
  const { rows } = await sql<{ count: number }>`
    select count(*)::int as count from users where lower(email) = lower(${email})`.execute(
    testApp.database.db,
  );
  return rows[0]?.count ?? 0;
}

/** Posts a registration that must be refused with 400 and must leave no account behind. */
async function expectRefusedRegistration(payload: object, email: string): Promise<string> {
  const reply = await post(testApp.app, accountEndpoints.createUser, payload);
  expect(reply.statusCode).toBe(400);
  expect(reply.json()).toMatchObject({ status: 'error' });
  expect(await accountsWithEmail(email)).toBe(0);
  return firstDetail(reply) ?? '';
}

describe('registration input', () => {
  it('names a missing field', async () => {
    const { mass: _mass, ...withoutMass } = registration();
    expect(await expectRefusedRegistration(withoutMass, withoutMass.email)).toBe(
      'body: mass is required',
    );
  });

  it('refuses a field the contract does not have, such as making oneself a doctor', async () => {
    const account = registration();
    const detail = await expectRefusedRegistration({ ...account, is_doctor: true }, account.email);
    expect(detail).toBe('body: is_doctor is not an accepted field');
  });

  it('refuses a date of birth in the future', async () => {
    const account = registration({ date_of_birth: '2999-01-01' });
    expect(await expectRefusedRegistration(account, account.email)).toBe(
      'body.date_of_birth must not be in the future',
    );
  });

  it('refuses a date that is not on the calendar', async () => {
    const account = registration({ date_of_birth: '2023-02-30' });
    expect(await expectRefusedRegistration(account, account.email)).toMatch(
      /^body\.date_of_birth must be a real calendar date/,
    );
  });

  it.each(['1.8', '18.00', '1,80', '180', '1.805', ' 1.80'])(
    'refuses height %j: one digit, a dot, two digits',
    async (height) => {
      const account = registration({ height });
      expect(await expectRefusedRegistration(account, account.email)).toMatch(/^body\.height /);
    },
  );

  it('refuses a password shorter than 6 characters', async () => {
    const account = registration({ password: '12345' });
    expect(await expectRefusedRegistration(account, account.email)).toMatch(/^body\.password /);
  });

  it('refuses a gender outside the list', async () => {
    const account = { ...registration(), gender: 'male' };
    expect(await expectRefusedRegistration(account, account.email)).toMatch(/^body\.gender /);
  });

  it('refuses a mass sent as text: no silent type coercion', async () => {
    const account = { ...registration(), mass: '61.5' };
    expect(await expectRefusedRegistration(account, account.email)).toBe(
      'body.mass must be number',
    );
  });
});

describe('bodies that are not JSON objects', () => {
  it('answers malformed JSON with 400 and the error shape', async () => {
    const reply = await asUser(testApp.app).post(
      accountEndpoints.login,
      '{"email": "a@b.test", "password": ',
      { 'content-type': 'application/json' },
    );
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toMatch(/not valid JSON/);
  });

  it('answers an empty JSON body with 400', async () => {
    const reply = await asUser(testApp.app).post(accountEndpoints.createUser, '', {
      'content-type': 'application/json',
    });
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toMatch(/empty/);
  });

  it('answers a request with no body at all with 400', async () => {
    const reply = await asUser(testApp.app).post(accountEndpoints.login);
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toBe('body must be object');
  });

  it('answers a JSON array with 400', async () => {
    const reply = await post(testApp.app, accountEndpoints.sendPasswordResetEmail, [
      'someone@example.test',
    ]);
    expect(reply.statusCode).toBe(400);
  });
});
