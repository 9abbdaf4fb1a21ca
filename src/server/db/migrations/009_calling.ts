import { sql, type Kysely } from 'kysely';

// The doctor-patient network and booked meetings (docs/product.md#calling). A contact is one doctor and
// one patient; an invite is the open question to one of them, answered once. An address with
// no account yet keeps a pending invite that opens when its owner registers.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('contacts')
    .addColumn('doctor_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('patient_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (col) =>
      col.notNull().check(sql`status in ('active', 'invited', 'invited_doctor')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('contacts_pk', ['doctor_id', 'patient_id'])
    .execute();
  await db.schema.createIndex('contacts_by_patient').on('contacts').column('patient_id').execute();

  await db.schema
    .createTable('invites')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('doctor_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('patient_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('invited_user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('answered_at', 'timestamptz')
    .addColumn('answer', 'text', (col) => col.check(sql`answer in ('accepted', 'declined')`))
    .execute();
  await db.schema
    .createIndex('invites_by_invited_user')
    .on('invites')
    .column('invited_user_id')
    .execute();

  await db.schema
    .createTable('pending_invites')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('inviter_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('invited_as', 'text', (col) =>
      col.notNull().check(sql`invited_as in ('patient', 'doctor')`),
    )
    .addColumn('consent_sentence', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('pending_invites_once', ['inviter_id', 'email'])
    .execute();

  await db.schema
    .createTable('meetings')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('meeting_id', 'text', (col) => col.notNull().unique())
    .addColumn('meeting_name', 'text', (col) => col.notNull())
    .addColumn('meeting_date_time', 'timestamptz', (col) => col.notNull())
    .addColumn('doctor_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('patient_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('meetings_by_doctor').on('meetings').column('doctor_id').execute();
  await db.schema.createIndex('meetings_by_patient').on('meetings').column('patient_id').execute();

  // Signalling between server instances goes through NOTIFY, whose payload is capped at
  // 8000 bytes; a larger message (an offer with a screen share) waits here for a moment.
  await db.schema
    .createTable('signal_payloads')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('signal_payloads').execute();
  await db.schema.dropTable('meetings').execute();
  await db.schema.dropTable('pending_invites').execute();
  await db.schema.dropTable('invites').execute();
  await db.schema.dropTable('contacts').execute();
}
