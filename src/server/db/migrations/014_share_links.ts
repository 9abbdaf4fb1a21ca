import { sql, type Kysely } from 'kysely';

// Passcode links (HL7 SMART Health Links): a person's chosen areas and range, encrypted for a
// clinician who is not on Motus. Only the ciphertext is kept; its key lives in the link alone.
// A file ticket is kept hashed, as the session tokens are: a ticket lets its holder fetch the
// ciphertext for an hour, from whichever server instance answers. The access log names the
// link and the recipient a clinician typed, and whether the request opened the link.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('share_links')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('manifest_id', 'text', (col) => col.notNull().unique())
    .addColumn('label', 'text')
    .addColumn('areas', 'jsonb', (col) => col.notNull())
    .addColumn('date_from', 'date', (col) => col.notNull())
    .addColumn('date_to', 'date', (col) => col.notNull())
    .addColumn('expires_on', 'date', (col) => col.notNull())
    .addColumn('passcode_hash', 'text')
    .addColumn('failed_passcodes', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('jwe', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('share_links_user_created')
    .on('share_links')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('share_link_tickets')
    .addColumn('ticket_hash', 'text', (col) => col.primaryKey())
    .addColumn('share_link_id', 'bigint', (col) =>
      col.notNull().references('share_links.id').onDelete('cascade'),
    )
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('share_link_tickets_link')
    .on('share_link_tickets')
    .column('share_link_id')
    .execute();

  await sql`
    alter table access_log
      add column recipient text,
      add column share_link_id bigint references share_links (id) on delete set null,
      add column outcome text`.execute(db);
  await db.schema
    .createIndex('access_log_share_link')
    .on('access_log')
    .column('share_link_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from access_log where reader_kind = 'link'`.execute(db);
  await db.schema.dropIndex('access_log_share_link').execute();
  await sql`
    alter table access_log
      drop column recipient,
      drop column share_link_id,
      drop column outcome`.execute(db);
  await db.schema.dropTable('share_link_tickets').execute();
  await db.schema.dropTable('share_links').execute();
}
