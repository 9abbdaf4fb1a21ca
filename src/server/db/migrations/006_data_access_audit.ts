import { sql, type Kysely } from 'kysely';

// One row per successful read of pin-gated data (and, later, per read of a patient's data by
// a doctor): who read whose data, which dataset, over which range, and when.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('data_access_audit')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('reader_user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('subject_user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('dataset_id', 'integer', (col) => col.notNull())
    .addColumn('date_from', 'date', (col) => col.notNull())
    .addColumn('date_to', 'date', (col) => col.notNull())
    .addColumn('read_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // The log is read per person whose data was read, newest first.
  await db.schema
    .createIndex('data_access_audit_subject_read_at')
    .on('data_access_audit')
    .columns(['subject_user_id', 'read_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('data_access_audit').execute();
}
