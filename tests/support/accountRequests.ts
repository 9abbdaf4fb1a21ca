import type { LightMyRequestResponse } from 'fastify';
import type { MotusApp } from '../../src/server/app';
import type { RegisterBody, SessionUser } from '../../src/shared/api/accountContract';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ErrorReply } from '../../src/shared/api/replySchemas';
import { asUser } from './asUser';

let counter = 0;

/** A registration a user could type, with an address no other test uses. */
export function registration(overrides: Partial<RegisterBody> = {}): RegisterBody {
  counter += 1;
  return {
    email: `user.${process.pid}.${counter}@example.test`,
    first_name: 'Grace',
    last_name: 'Hopper',
    gender: 'Female',
    height: '1.68',
    mass: 61.5,
    date_of_birth: '1990-04-12',
    fitness_type: 'athlete',
    password: 'correct horse',
    ...overrides,
  };
}

export function post(
  app: MotusApp,
  url: string,
  payload: object,
  token?: string,
): Promise<LightMyRequestResponse> {
  return asUser(app, token === undefined ? undefined : `${AUTH_SCHEME} ${token}`).post(
    url,
    payload,
  );
}

export async function registerAndLogIn(
  app: MotusApp,
  overrides: Partial<RegisterBody> = {},
): Promise<{ account: RegisterBody; user: SessionUser }> {
  const account = registration(overrides);
  const created = await post(app, accountEndpoints.createUser, account);
  if (created.statusCode !== 201) throw new Error(`registration failed: ${created.body}`);
  return { account, user: await logIn(app, account.email, account.password) };
}

export async function logIn(app: MotusApp, email: string, password: string): Promise<SessionUser> {
  const reply = await post(app, accountEndpoints.login, { email, password });
  if (reply.statusCode !== 200) throw new Error(`login failed: ${reply.body}`);
  return reply.json<{ details: SessionUser }>().details;
}

/** The text a client shows for a failure: the first server detail (docs/product.md#accounts-and-sessions). */
export function firstDetail(reply: LightMyRequestResponse): string | undefined {
  return reply.json<ErrorReply>().details.details[0];
}

/** Edit Profile's body for an account, with its current values and its password. */
export function unchangedProfile(account: RegisterBody): Omit<RegisterBody, 'email'> {
  const { email: _email, ...profile } = account;
  return profile;
}

/**
 * A call that needs a signed-in user and changes nothing (saving the profile as it is):
 * its status says whether the token is accepted.
 */
export function callAsSignedIn(
  app: MotusApp,
  account: RegisterBody,
  token: string | undefined,
): Promise<LightMyRequestResponse> {
  return post(app, accountEndpoints.updateProfile, unchangedProfile(account), token);
}
