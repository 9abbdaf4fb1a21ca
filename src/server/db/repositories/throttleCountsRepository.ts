import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { preparedStatement, runPrepared } from '../preparedStatements';

// On a conflict PostgreSQL locks the row and evaluates SET and WHERE on its newest version,
// so takers in parallel, on any server instance, each see the places the others took. The
// attempts older than the window are dropped as the row is written.
const takeThrottlePlaceStatement = preparedStatement<{ taken: number }>(
  'take_throttle_place',
  `insert into throttle_counts as counted (kind, subject, attempts, expires_at)
   values ($1, $2, array[now()], now() + make_interval(secs => $3))
   on conflict (kind, subject) do update
      set attempts = array(select attempt from unnest(counted.attempts) as attempt
                            where attempt > now() - make_interval(secs => $3)
                            order by attempt) || now(),
          expires_at = now() + make_interval(secs => $3)
    where (select count(*) from unnest(counted.attempts) as attempt
            where attempt > now() - make_interval(secs => $3)) < $4
   returning cardinality(attempts) as taken`,
  { writes: true },
);

/**
 * Counts one attempt of this kind by this subject if fewer than `limit` were counted within
 * the window (by the database's clock): the attempts in the window with this one, or
 * undefined when the limit is reached, and then nothing is counted.
 */
export async function takeThrottlePlace(
  db: Kysely<Database>,
  kind: string,
  subject: string,
  limit: number,
  windowMs: number,
): Promise<number | undefined> {
  const [row] = await runPrepared(db, takeThrottlePlaceStatement, [
    kind,
    subject,
    windowMs / 1000,
    limit,
  ]);
  return row?.taken;
}

export async function clearThrottleCount(
  db: Kysely<Database>,
  kind: string,
  subject: string,
): Promise<void> {
  await db
    .deleteFrom('throttle_counts')
    .where('kind', '=', kind)
    .where('subject', '=', subject)
    .execute();
}

/** Removes the rows whose every attempt has left its window; answers how many went. */
export async function deleteExpiredThrottleCounts(db: Kysely<Database>): Promise<number> {
  const gone = await db
    .deleteFrom('throttle_counts')
    .where('expires_at', '<', sql<Date>`now()`)
    .returning('kind')
    .execute();
  return gone.length;
}
