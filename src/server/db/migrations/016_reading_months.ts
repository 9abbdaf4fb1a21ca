import { sql, type Kysely } from 'kysely';

// Migration 022 puts this body back when it is undone.
// Builds again the months named by three parallel arrays, from the readings this
// transaction sees. The first statement locks each month's row (making it when missing) in
// one order, so two writers never wait on each other in a circle; row locks, not advisory
// ones, so a bulk statement touching a hundred thousand months needs no lock table room.
// The next statement reads with a snapshot taken after the locks: a writer that waited sees
// the other's committed readings, so no reading is ever left out of its month.
export const refreshReadingMonths016 = sql`
    create function refresh_reading_months(users bigint[], datasets integer[], months date[])
    returns void language plpgsql as $$
    begin
      insert into reading_months (user_id, dataset_id, month, days, records)
      select distinct u, d, m, '{}'::smallint[], '{}'::text[]
        from unnest(users, datasets, months) as t(u, d, m)
       order by u, d, m
      on conflict (user_id, dataset_id, month) do update set days = reading_months.days;
      insert into reading_months (user_id, dataset_id, month, days, records)
      select r.user_id, r.dataset_id, t.m,
             array_agg(extract(day from r.created_on)::smallint order by r.created_on, r.id),
             array_agg((jsonb_build_object('id', r.id, 'created_on',
                          to_char(r.created_on, 'YYYY-MM-DD HH24:MI')) || r.values)::text
                       order by r.created_on, r.id)
        from (select distinct u, d, m from unnest(users, datasets, months) as t(u, d, m)) t
        join readings r
          on r.user_id = t.u and r.dataset_id = t.d
         and r.created_on >= t.m and r.created_on < t.m + interval '1 month'
       group by r.user_id, r.dataset_id, t.m
      on conflict (user_id, dataset_id, month)
        do update set days = excluded.days, records = excluded.records;
      delete from reading_months rm
       using unnest(users, datasets, months) as t(u, d, m)
       where rm.user_id = t.u and rm.dataset_id = t.d and rm.month = t.m
         and not exists (select 1 from readings r
                          where r.user_id = t.u and r.dataset_id = t.d
                            and r.created_on >= t.m and r.created_on < t.m + interval '1 month');
    end $$`;

// One row per user, dataset and calendar month that holds the month's readings as ready
// record JSON, oldest first, with each record's day of the month beside it: a chart read
// joins a few rows instead of building a record from every reading (decision 029). The
// database keeps the rows in step itself, in the writing transaction, whatever the statement
// (the API, an import, a cascade from a deleted account).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('reading_months')
    .addColumn('user_id', 'bigint', (col) => col.notNull())
    .addColumn('dataset_id', 'integer', (col) => col.notNull())
    .addColumn('month', 'date', (col) => col.notNull())
    .addColumn('days', sql`smallint[]`, (col) => col.notNull())
    .addColumn('records', sql`text[]`, (col) => col.notNull())
    .addPrimaryKeyConstraint('reading_months_pk', ['user_id', 'dataset_id', 'month'])
    .execute();

  await refreshReadingMonths016.execute(db);

  // Statement-level with transition tables: one refresh per statement, not per row, so a bulk
  // insert of a million readings builds each month once.
  await sql`
    create function refresh_changed_reading_months() returns trigger language plpgsql as $$
    begin
      perform refresh_reading_months(array_agg(user_id), array_agg(dataset_id), array_agg(month))
         from (select distinct user_id, dataset_id, date_trunc('month', created_on)::date as month
                 from changed_readings) changed;
      return null;
    end $$`.execute(db);
  await sql`
    create function refresh_updated_reading_months() returns trigger language plpgsql as $$
    begin
      perform refresh_reading_months(array_agg(user_id), array_agg(dataset_id), array_agg(month))
         from (select user_id, dataset_id, date_trunc('month', created_on)::date as month
                 from readings_before
               union
               select user_id, dataset_id, date_trunc('month', created_on)::date
                 from readings_after) changed;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger reading_months_inserted after insert on readings
    referencing new table as changed_readings
    for each statement execute function refresh_changed_reading_months()`.execute(db);
  await sql`
    create trigger reading_months_deleted after delete on readings
    referencing old table as changed_readings
    for each statement execute function refresh_changed_reading_months()`.execute(db);
  await sql`
    create trigger reading_months_updated after update on readings
    referencing old table as readings_before new table as readings_after
    for each statement execute function refresh_updated_reading_months()`.execute(db);

  await sql`
    select refresh_reading_months(array_agg(user_id), array_agg(dataset_id), array_agg(month))
      from (select distinct user_id, dataset_id, date_trunc('month', created_on)::date as month
              from readings) held`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger reading_months_updated on readings`.execute(db);
  await sql`drop trigger reading_months_deleted on readings`.execute(db);
  await sql`drop trigger reading_months_inserted on readings`.execute(db);
  await sql`drop function refresh_updated_reading_months()`.execute(db);
  await sql`drop function refresh_changed_reading_months()`.execute(db);
  await sql`drop function refresh_reading_months(bigint[], integer[], date[])`.execute(db);
  await db.schema.dropTable('reading_months').execute();
}
