import type { TestApp } from './testApp';
import { signUp } from './signUp';

/**
 * A signed-in health professional. Registration makes ordinary users only (docs/product.md#accounts-and-sessions: is_doctor
 * is set by Motus, not chosen by the user), so the test sets the flag in the database.
 */
export async function signUpDoctor(
  t: TestApp,
  firstName = 'Doctor',
): Promise<{ authorization: string; email: string }> {
  const who = await signUp(t.app, firstName);
  await t.database.db
    .updateTable('users')
    .set({ is_doctor: true })
    .where('email', '=', who.email)
    .execute();
  return who;
}

/** A signed-in health professional and their account id, for grants and the access log. */
export async function signUpDoctorWithId(
  t: TestApp,
  firstName = 'Doctor',
): Promise<{ authorization: string; email: string; id: number }> {
  const who = await signUpDoctor(t, firstName);
  const row = await t.database.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', who.email)
    .executeTakeFirstOrThrow();
  return { ...who, id: row.id };
}
