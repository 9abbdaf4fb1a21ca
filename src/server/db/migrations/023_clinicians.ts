import { sql, type Kysely } from 'kysely';

// A clinic's administrators invite its clinicians (docs/product.md#accounts-and-sessions): the
// invitations, kept like password-reset links as the sha-256 of their token only, and when each
// account became a clinician. The doctors there are already count from their account's start.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('doctor_since', 'timestamptz').execute();
  await sql`update users set doctor_since = created_at where is_doctor`.execute(db);
  await db.schema
    .createTable('clinician_invites')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('invited_by', 'bigint', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('sent_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('clinician_invites_email')
    .on('clinician_invites')
    .column('email')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinician_invites').execute();
  await db.schema.alterTable('users').dropColumn('doctor_since').execute();
}
