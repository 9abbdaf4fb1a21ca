import { sql, type Kysely } from 'kysely';

// The clinician's panel (decision 044): when each clinician last reviewed each patient, which
// restarts the count of results out of range; the few readings judged out of range, found by
// when they arrived without reading every reading; a person's runs by day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('panel_reviews')
    .addColumn('doctor_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('patient_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('reviewed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('panel_reviews_pk', ['doctor_id', 'patient_id'])
    .execute();
  // jsonb's text form is canonical ("name": "H"), so one pattern finds an out-of-range verdict
  // of any element (decision 035 names them <element>_reference_flag). Partial: only such
  // readings are in it, so an ordinary write adds nothing to it.
  await sql`
    create index readings_out_of_range on readings (user_id, recorded_at)
     where values::text ~ '_reference_flag": "(LL|L|H|HH)"'`.execute(db);
  await sql`create index routine_sessions_by_user on routine_sessions (user_id, created_on)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index routine_sessions_by_user`.execute(db);
  await sql`drop index readings_out_of_range`.execute(db);
  await db.schema.dropTable('panel_reviews').execute();
}
