import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown>: they describe the schema as it was at that step,
// not as the current Database type says.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('gender', 'text', (col) => col.notNull().check(sql`gender in ('Male', 'Female')`))
    .addColumn('height', 'text', (col) => col.notNull())
    .addColumn('mass', 'double precision', (col) => col.notNull())
    .addColumn('date_of_birth', 'date', (col) => col.notNull())
    .addColumn('fitness_type', 'text', (col) =>
      col.notNull().check(sql`fitness_type in ('sedentary', 'athlete')`),
    )
    .addColumn('is_doctor', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Emails are compared case-insensitively: one account per mailbox.
  await sql`create unique index users_email_unique on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
