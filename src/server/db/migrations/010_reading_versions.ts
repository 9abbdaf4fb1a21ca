import { sql, type Kysely } from 'kysely';

// A version for each user's dataset, changed by the database itself whenever one of its
// readings is inserted, updated or deleted (by any statement: the API, an import, a cascade
// from a deleted account). A server may keep a read's reply and hand it out again while the
// version is the one it was built under (decision 012). Versions come from one sequence, so
// a number is never reused, not even after a dataset is emptied and refilled.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence reading_version_seq`.execute(db);
  await db.schema
    .createTable('reading_versions')
    .addColumn('user_id', 'bigint', (col) => col.notNull())
    .addColumn('dataset_id', 'integer', (col) => col.notNull())
    .addColumn('version', 'bigint', (col) => col.notNull())
    .addPrimaryKeyConstraint('reading_versions_pk', ['user_id', 'dataset_id'])
    .execute();
  await sql`
    insert into reading_versions (user_id, dataset_id, version)
    select user_id, dataset_id, nextval('reading_version_seq')
      from (select distinct user_id, dataset_id from readings) datasets`.execute(db);

  // Statement-level with transition tables: one upsert per statement, not per row, so a bulk
  // insert of a million readings costs one pass over what it inserted.
  await sql`
    create function bump_reading_versions() returns trigger language plpgsql as $$
    begin
      insert into reading_versions (user_id, dataset_id, version)
      select user_id, dataset_id, nextval('reading_version_seq')
        from (select distinct user_id, dataset_id from changed_readings) datasets
      on conflict (user_id, dataset_id) do update set version = excluded.version;
      return null;
    end $$`.execute(db);
  await sql`
    create function bump_reading_versions_on_update() returns trigger language plpgsql as $$
    begin
      insert into reading_versions (user_id, dataset_id, version)
      select user_id, dataset_id, nextval('reading_version_seq')
        from (select user_id, dataset_id from readings_before
              union
              select user_id, dataset_id from readings_after) datasets
      on conflict (user_id, dataset_id) do update set version = excluded.version;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger readings_inserted after insert on readings
    referencing new table as changed_readings
    for each statement execute function bump_reading_versions()`.execute(db);
  await sql`
    create trigger readings_deleted after delete on readings
    referencing old table as changed_readings
    for each statement execute function bump_reading_versions()`.execute(db);
  await sql`
    create trigger readings_updated after update on readings
    referencing old table as readings_before new table as readings_after
    for each statement execute function bump_reading_versions_on_update()`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger readings_updated on readings`.execute(db);
  await sql`drop trigger readings_deleted on readings`.execute(db);
  await sql`drop trigger readings_inserted on readings`.execute(db);
  await sql`drop function bump_reading_versions_on_update()`.execute(db);
  await sql`drop function bump_reading_versions()`.execute(db);
  await db.schema.dropTable('reading_versions').execute();
  await sql`drop sequence reading_version_seq`.execute(db);
}
