import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/** Keeps a signalling message too large for NOTIFY; its id goes over NOTIFY instead. */
export async function parkSignalPayload(db: Kysely<Database>, payload: string): Promise<number> {
  const parked = await db
    .insertInto('signal_payloads')
    .values({ payload })
    .returning('id')
    .executeTakeFirstOrThrow();
  return parked.id;
}

export async function readSignalPayload(
  db: Kysely<Database>,
  id: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('signal_payloads')
    .select('payload')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.payload;
}

/** Parked messages are read within moments; older ones are of no use to anyone. */
export async function dropSignalPayloadsOlderThan(
  db: Kysely<Database>,
  seconds: number,
): Promise<void> {
  await db
    .deleteFrom('signal_payloads')
    .where('created_at', '<', sql<Date>`now() - make_interval(secs => ${seconds})`)
    .execute();
}
