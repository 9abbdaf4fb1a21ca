import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import { preparedStatement, runPrepared } from '../preparedStatements';

// One statement per request: the row is locked on a conflict, so parallel requests on any
// server instance each add their own hit. A window that has ended starts again at 1.
const countRequestStatement = preparedStatement<{ hits: number; ms_left: number }>(
  'count_request',
  `insert into request_rate_counts as counted (key, hits, expires_at)
   values ($1, 1, now() + make_interval(secs => $2))
   on conflict (key) do update
      set hits = case when counted.expires_at > now() then counted.hits + 1 else 1 end,
          expires_at = case when counted.expires_at > now() then counted.expires_at
                            else excluded.expires_at end
   returning hits, (extract(epoch from expires_at - now()) * 1000)::float8 as ms_left`,
  { writes: true },
);

/** Adds a request to the key's current window: the requests in it, and the ms it has left. */
export async function countRequest(
  db: Kysely<Database>,
  key: string,
  windowMs: number,
): Promise<{ hits: number; msLeft: number }> {
  const [row] = await runPrepared(db, countRequestStatement, [key, windowMs / 1000]);
  if (!row) throw new Error(`Counting a request for ${key} returned no row`);
  return { hits: row.hits, msLeft: row.ms_left };
}

/** Removes the rows whose window has ended; answers how many went. */
export async function deleteExpiredRequestCounts(db: Kysely<Database>): Promise<number> {
  const gone = await db
    .deleteFrom('request_rate_counts')
    .where('expires_at', '<', sql<Date>`now()`)
    .returning('key')
    .execute();
  return gone.length;
}
