import { sql, type Kysely } from 'kysely';

// A reading sent again by a client that never heard the first reply (a dropped connection, a
// queue sent from a second tab) carries the key it was first sent with: the key's reading is
// stored once per person, and a repeat is answered with it.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('readings').addColumn('idempotency_key', 'text').execute();
  await sql`create unique index readings_once on readings (user_id, idempotency_key) where idempotency_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index readings_once`.execute(db);
  await db.schema.alterTable('readings').dropColumn('idempotency_key').execute();
}
