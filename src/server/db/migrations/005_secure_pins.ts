import { sql, type Kysely } from 'kysely';

// One secure pin per user, stored only as its scrypt hash (like passwords).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('secure_pins')
    .addColumn('user_id', 'bigint', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('pin_hash', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('secure_pins').execute();
}
