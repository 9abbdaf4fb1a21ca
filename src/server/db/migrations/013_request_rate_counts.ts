import type { Kysely } from 'kysely';

// Requests per client address to the public routes, per window (decision 026): in the
// database, so every server instance counts the same requests. A row whose window has ended
// is reused by the next request with that key, and swept away otherwise.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('request_rate_counts')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('request_rate_counts_expires_at')
    .on('request_rate_counts')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('request_rate_counts').execute();
}
