import { sql, type Kysely } from 'kysely';

// Consent as data (docs/product.md#care-team): who consented, to whom, for what, when, and the sentence
// they were shown; revoking sets revoked_at. The partner import is its first use; a patient's
// consent to a doctor is the next.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('consents')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('grantee', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('sentence', 'text', (col) => col.notNull())
    .addColumn('given_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  // At most one live consent per person, grantee and purpose.
  await sql`create unique index consents_live on consents (user_id, grantee, purpose) where revoked_at is null`.execute(
    db,
  );

  // Which partner results are already stored, so importing them again adds nothing.
  await db.schema
    .createTable('imported_results')
    .addColumn('user_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('partner', 'text', (col) => col.notNull())
    .addColumn('source_id', 'text', (col) => col.notNull())
    .addColumn('reading_id', 'bigint', (col) =>
      col.notNull().references('readings.id').onDelete('cascade'),
    )
    .addColumn('imported_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('imported_results_pk', ['user_id', 'partner', 'source_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('imported_results').execute();
  await db.schema.dropTable('consents').execute();
}
