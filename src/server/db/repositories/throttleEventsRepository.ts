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

/** When the newest event of this kind for this subject happened, within the window. */
export async function newestThrottleEvent(
  db: Kysely<Database>,
  kind: string,
  subject: string,
  windowMs: number,
): Promise<Date | undefined> {
  const row = await db
    .selectFrom('throttle_events')
    .select((eb) => eb.fn.max('happened_at').as('newest'))
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .where('happened_at', '>', sql<Date>`now() - make_interval(secs => ${windowMs / 1000})`)
    .executeTakeFirst();
  // max() of a timestamptz: a Date from both drivers, null when there is no event.
  const newest = row?.newest as Date | string | null | undefined;
  if (newest === null || newest === undefined) return undefined;
  return newest instanceof Date ? newest : new Date(newest);
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
