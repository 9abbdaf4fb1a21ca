import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { callAsSignedIn, firstDetail, logIn, post, registration } from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

describe('register, log in, call as the signed-in user', () => {
  it('registers, logs in with the same email and password, and is accepted on a signed-in call', async () => {
    const account = registration({ first_name: 'Ada', time_zone: 'Europe/Lisbon' });
    const created = await post(testApp.app, accountEndpoints.createUser, account);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ status: 'success' });

    const login = await post(testApp.app, accountEndpoints.login, {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    const reply = login.json<Record<string, unknown>>();
    expect(reply).toEqual({
      status: 'success',
      details: {
        id: expect.any(Number) as number,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/) as string,
        email: account.email,
        first_name: 'Ada',
        last_name: account.last_name,
        gender: account.gender,
        height: account.height,
        mass: account.mass,
        date_of_birth: account.date_of_birth,
        fitness_type: account.fitness_type,
        time_zone: 'Europe/Lisbon',
        is_doctor: false,
        is_admin: false,
      },
    });

    const { token } = reply.details as { token: string };
    expect((await callAsSignedIn(testApp.app, account, token)).statusCode).toBe(200);
  });

  it('logs in on the automatic-login path after registering too', async () => {
    const account = registration();
    await post(testApp.app, accountEndpoints.createUser, account);
    const login = await post(testApp.app, accountEndpoints.loginAfterRegister, {
      email: account.email,
      password: account.password,
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ status: 'success', details: { email: account.email } });
  });

  it('finds the account whatever the letter case of the email at login', async () => {
    const account = registration({ email: `Mixed.Case.${process.pid}@Example.test` });
    await post(testApp.app, accountEndpoints.createUser, account);
    const user = await logIn(testApp.app, account.email.toUpperCase(), account.password);
    expect(user.email).toBe(account.email);
  });

  it('gives each login its own token, and both work', async () => {
    const account = registration();
    await post(testApp.app, accountEndpoints.createUser, account);
    const first = await logIn(testApp.app, account.email, account.password);
    const second = await logIn(testApp.app, account.email, account.password);
    expect(first.token).not.toBe(second.token);
    expect((await callAsSignedIn(testApp.app, account, first.token)).statusCode).toBe(200);
    expect((await callAsSignedIn(testApp.app, account, second.token)).statusCode).toBe(200);
  });
});

describe('refusals at registration and login', () => {
  it('refuses a second account for the same email, in any letter case, with a clear message', async () => {
    const account = registration();
    expect((await post(testApp.app, accountEndpoints.createUser, account)).statusCode).toBe(201);
    for (const email of [account.email, account.email.toUpperCase()]) {
      const again = await post(testApp.app, accountEndpoints.createUser, { ...account, email });
      expect(again.statusCode).toBe(409);
      expect(firstDetail(again)).toMatch(/already exists/);
    }
    // The first account's password still works: the refused attempt changed nothing.
    await expect(logIn(testApp.app, account.email, account.password)).resolves.toBeDefined();
  });

  it('answers a wrong password and an unknown email with the same text in details.details[0]', async () => {
    const account = registration();
    await post(testApp.app, accountEndpoints.createUser, account);

    const wrongPassword = await post(testApp.app, accountEndpoints.login, {
      email: account.email,
      password: 'not the password',
    });
    const unknownEmail = await post(testApp.app, accountEndpoints.login, {
      email: `nobody.${process.pid}@example.test`,
      password: account.password,
    });
    for (const reply of [wrongPassword, unknownEmail]) {
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({
        status: 'error',
        message: 'Invalid email or password.',
        details: { details: ['Invalid email or password.'] },
      });
    }
  });

  it('refuses a login with no password, naming the field', async () => {
    const reply = await post(testApp.app, accountEndpoints.login, {
      email: 'someone@example.test',
    });
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toBe('body: password is required');
  });
});

describe('the OpenAPI document', () => {
  it('lists every account call with the reply fields a client reads', async () => {
    const reply = await asUser(testApp.app).get('/api/docs/openapi.json');
    expect(reply.statusCode).toBe(200);
    const document = reply.json<{ paths: Record<string, Record<string, unknown>> }>();
    for (const path of [
      accountEndpoints.login,
      accountEndpoints.loginAfterRegister,
      accountEndpoints.createUser,
      accountEndpoints.changePassword,
      accountEndpoints.sendPasswordResetEmail,
      accountEndpoints.updateProfile,
      accountEndpoints.logout,
    ]) {
      expect(document.paths[path], path).toHaveProperty('post');
    }
    const loginReply = JSON.stringify(document.paths[accountEndpoints.login]);
    for (const field of ['token', 'first_name', 'email', 'is_doctor']) {
      expect(loginReply).toContain(`"${field}"`);
    }
  });
});
