import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export async function recordLoginFailure(db: Kysely<Database>, emailKey: string): Promise<void> {
  await db.insertInto('login_failures').values({ email_key: emailKey }).execute();
}

/** Failures for this email within the window, by the database's clock. */
export async function countRecentLoginFailures(
  db: Kysely<Database>,
  emailKey: string,
  windowMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('failures'))
    .where('email_key', '=', emailKey)
    .where('failed_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirstOrThrow();
  // count(*) is bigint: both drivers hand it over as a number (connectDatabase).
  return row.failures;
}

export async function clearLoginFailures(db: Kysely<Database>, emailKey: string): Promise<void> {
  await db.deleteFrom('login_failures').where('email_key', '=', emailKey).execute();
}
