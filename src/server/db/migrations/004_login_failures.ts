import { sql, type Kysely } from 'kysely';

// Failed logins per email, in the database so every server instance counts the same ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_failures')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('email_key', 'text', (col) => col.notNull())
    .addColumn('failed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('login_failures_email_key_failed_at')
    .on('login_failures')
    .columns(['email_key', 'failed_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_failures').execute();
}
