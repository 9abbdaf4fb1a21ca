import { sql, type Kysely } from 'kysely';

// A number per person that moves on each write to their readings or runs (decision 047): the
// clinician's panel keeps what it read of a patient and reads it again only when the number
// has moved, whichever server process or path (a form, an import, a run, an erasure) wrote.
// One row per person, updated in place: the tables written are the ones whose change matters.
const WATCHED = ['readings', 'routine_sessions'] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create sequence data_change_numbers`.execute(db);
  await db.schema
    .createTable('data_changes')
    .addColumn('user_id', 'bigint', (col) =>
      col.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('change', 'bigint', (col) => col.notNull())
    .execute();
  // A person being erased has no row to number: their rows go in the same statement.
  await sql`
    create function note_data_changes() returns trigger language plpgsql as $$
    begin
      insert into data_changes (user_id, change)
      select changed.user_id, nextval('data_change_numbers')
        from (select distinct user_id from changed_rows) changed
       where exists (select 1 from users where users.id = changed.user_id)
       order by changed.user_id
      on conflict (user_id) do update set change = excluded.change;
      return null;
    end $$`.execute(db);
  for (const table of WATCHED) {
    for (const [event, rows] of [
      ['insert', 'new'],
      ['update', 'new'],
      ['delete', 'old'],
    ] as const) {
      await sql`
        create trigger ${sql.raw(`${table}_${event}_noted`)} after ${sql.raw(event)}
        on ${sql.table(table)} referencing ${sql.raw(rows)} table as changed_rows
        for each statement execute function note_data_changes()`.execute(db);
    }
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of WATCHED) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger ${sql.raw(`${table}_${event}_noted`)} on ${sql.table(table)}`.execute(
        db,
      );
    }
  }
  await sql`drop function note_data_changes()`.execute(db);
  await db.schema.dropTable('data_changes').execute();
  await sql`drop sequence data_change_numbers`.execute(db);
}
