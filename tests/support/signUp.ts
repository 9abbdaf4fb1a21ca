import type { MotusApp } from '../../src/server/app';
import { accountEndpoints, AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';

let counter = 0;

/** Registers a fresh user through the API and returns the Authorization header to use. */
export async function signUp(
  app: MotusApp,
  firstName = 'Ada',
): Promise<{ authorization: string; email: string }> {
  counter += 1;
  const email = `${firstName.toLowerCase()}.${process.pid}.${counter}@example.test`;
  const password = 'correct horse';
  const created = await app.inject({
    method: 'POST',
    url: accountEndpoints.createUser,
    payload: {
      email,
      first_name: firstName,
      last_name: 'Tester',
      gender: 'Female',
      height: '1.68',
      mass: 61.5,
      date_of_birth: '1990-04-12',
      fitness_type: 'athlete',
      password,
    },
  });
  if (created.statusCode >= 300) throw new Error(`sign-up failed: ${created.body}`);
  const login = await app.inject({
    method: 'POST',
    url: accountEndpoints.login,
    payload: { email, password },
  });
  const token = login.json<{ details: { token: string } }>().details.token;
  return { authorization: `${AUTH_SCHEME} ${token}`, email };
}
