import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('readings')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('dataset_id', 'integer', (col) => col.notNull())
    .addColumn('created_on', 'timestamp', (col) => col.notNull())
    .addColumn('values', 'jsonb', (col) => col.notNull())
    .addColumn('recorded_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // A chart reads one user's one dataset over a date range: one index scan.
  await db.schema
    .createIndex('readings_user_dataset_created_on')
    .on('readings')
    .columns(['user_id', 'dataset_id', 'created_on'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('readings').execute();
}
