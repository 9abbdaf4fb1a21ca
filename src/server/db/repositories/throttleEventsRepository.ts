import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export async function recordThrottleEvent(
  db: Kysely<Database>,
  kind: string,
  subject: string,
): Promise<void> {
  await db.insertInto('throttle_events').values({ kind, subject }).execute();
}

/** Events of this kind for this subject within the window, by the database's clock. */
export async function countRecentThrottleEvents(
  db: Kysely<Database>,
  kind: string,
  subject: string,
  windowMs: number,
): Promise<number> {
  const row = await db
    .selectFrom('throttle_events')
    .select((eb) => eb.fn.countAll<number>().as('events'))
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('happened_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirstOrThrow();
  // count(*) is bigint: both drivers hand it over as a number (connectDatabase).
  return row.events;
}

export async function clearThrottleEvents(
  db: Kysely<Database>,
  kind: string,
  subject: string,
): Promise<void> {
  await db
    .deleteFrom('throttle_events')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}
