import type { MotusApp } from '../../src/server/app';
import { AUTH_SCHEME } from '../../src/shared/api/accountEndpoints';
import { registerAndLogIn } from './accountRequests';

/** A fresh registered user, their id, and the Authorization header their calls carry. */
export async function signUp(
  app: MotusApp,
  firstName = 'Ada',
): Promise<{ authorization: string; email: string; userId: number }> {
  const { account, user } = await registerAndLogIn(app, { first_name: firstName });
  return { authorization: `${AUTH_SCHEME} ${user.token}`, email: account.email, userId: user.id };
}
