import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

export async function findSecurePinHash(
  db: Kysely<Database>,
  userId: number,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('secure_pins')
    .select('pin_hash')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row?.pin_hash;
}

/** Stores a new pin hash for the user, replacing any earlier one. */
export async function saveSecurePinHash(
  db: Kysely<Database>,
  userId: number,
  pinHash: string,
): Promise<void> {
  await db
    .insertInto('secure_pins')
    .values({ user_id: userId, pin_hash: pinHash })
    .onConflict((conflict) =>
      conflict
        .column('user_id')
        .doUpdateSet({ pin_hash: pinHash, created_at: sql`now()` } as never),
    )
    .execute();
}

/** Locks the user's pin row until the transaction ends, so attempts are counted one at a time. */
export async function lockSecurePinRow(db: Kysely<Database>, userId: number): Promise<void> {
  await db
    .selectFrom('secure_pins')
    .select('user_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .execute();
}
