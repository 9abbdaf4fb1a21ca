import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import {
  firstDetail,
  logIn,
  post,
  registerAndLogIn,
  unchangedProfile,
} from '../support/accountRequests';
import { createTestApp, type TestApp } from '../support/testApp';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

const edits = {
  first_name: 'Katherine',
  last_name: 'Johnson',
  gender: 'Female',
  height: '1.72',
  mass: 58.25,
  date_of_birth: '1985-08-26',
  fitness_type: 'sedentary',
  time_zone: 'Asia/Tokyo',
} as const;

describe('Edit Profile', () => {
  it('updates the details when the current password confirms, and replies with the stored user', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const reply = await post(
      testApp.app,
      accountEndpoints.updateProfile,
      { ...edits, password: account.password },
      user.token,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({
      status: 'success',
      details: {
        ...edits,
        id: user.id,
        email: account.email,
        is_doctor: false,
        is_admin: false,
        token: user.token,
      },
    });

    // The change is stored: a new login sees it, and the session token still works.
    const again = await logIn(testApp.app, account.email, account.password);
    expect(again).toMatchObject(edits);
  });

  it('refuses a wrong confirming password with 403 and changes nothing', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const reply = await post(
      testApp.app,
      accountEndpoints.updateProfile,
      { ...edits, password: 'not my password' },
      user.token,
    );
    expect(reply.statusCode).toBe(403);
    expect(firstDetail(reply)).toMatch(/does not match your current password/);

    const again = await logIn(testApp.app, account.email, account.password);
    expect(again.first_name).toBe(account.first_name);
    expect(again.mass).toBe(account.mass);
  });

  it('does not change the password: the field only confirms', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    await post(testApp.app, accountEndpoints.updateProfile, unchangedProfile(account), user.token);
    await expect(logIn(testApp.app, account.email, account.password)).resolves.toBeDefined();
  });

  it('refuses a date of birth in the future', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const reply = await post(
      testApp.app,
      accountEndpoints.updateProfile,
      { ...unchangedProfile(account), date_of_birth: '2999-12-31' },
      user.token,
    );
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toBe('body.date_of_birth must not be in the future');
  });

  it('keeps the time zone when the update leaves it out', async () => {
    const { account, user } = await registerAndLogIn(testApp.app, { time_zone: 'Europe/Oslo' });
    const { time_zone: _zone, ...withoutZone } = unchangedProfile(account);
    const reply = await post(testApp.app, accountEndpoints.updateProfile, withoutZone, user.token);
    expect(reply.statusCode).toBe(200);
    expect((await logIn(testApp.app, account.email, account.password)).time_zone).toBe(
      'Europe/Oslo',
    );
  });

  it('refuses a time zone that is not an IANA name, naming the field', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    const reply = await post(
      testApp.app,
      accountEndpoints.updateProfile,
      { ...unchangedProfile(account), time_zone: 'GMT+25' },
      user.token,
    );
    expect(reply.statusCode).toBe(400);
    expect(firstDetail(reply)).toBe(
      'body.time_zone must be an IANA time zone name such as Europe/Berlin',
    );
  });

  it('refuses to change the email or the doctor flag through this call', async () => {
    const { account, user } = await registerAndLogIn(testApp.app);
    for (const extra of [{ email: 'other@example.test' }, { is_doctor: true }]) {
      const reply = await post(
        testApp.app,
        accountEndpoints.updateProfile,
        { ...unchangedProfile(account), ...extra },
        user.token,
      );
      expect(reply.statusCode).toBe(400);
      expect(firstDetail(reply)).toMatch(/is not an accepted field/);
    }
  });

  it('needs a signed-in user', async () => {
    const { account } = await registerAndLogIn(testApp.app);
    const reply = await post(
      testApp.app,
      accountEndpoints.updateProfile,
      unchangedProfile(account),
    );
    expect(reply.statusCode).toBe(401);
  });
});
