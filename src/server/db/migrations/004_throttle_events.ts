import { sql, type Kysely } from 'kysely';

// Events that are limited per subject (failed logins per email, reset mails per email). They
// live in the database so that every server instance counts the same ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('throttle_events')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('subject', 'text', (col) => col.notNull())
    .addColumn('happened_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('throttle_events_kind_subject_happened_at')
    .on('throttle_events')
    .columns(['kind', 'subject', 'happened_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('throttle_events').execute();
}
