import { sql, type Kysely } from 'kysely';
import { refreshReadingMonths016 } from './016_reading_months';
import * as monthRefreshGenericPlans from './018_month_refresh_generic_plans';

// The month refresh wrote each month's row twice per write: the locking upsert made a new
// version of a row it did not change, and the rebuild another; on the embedded database,
// which has no autovacuum, the dead copies stayed (decision 040). The lock is still taken by
// the same upsert in the same key order: `do update … where false` locks the existing row
// and writes nothing (PostgreSQL locks every conflicting row of ON CONFLICT DO UPDATE, whether
// or not its condition lets the update through). The rebuild then writes a row only when
// its records differ, so a statement that leaves a month's records as they were (a judging
// pass that finds the same values) writes no row at all.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create or replace function refresh_reading_months(users bigint[], datasets integer[], months date[])
    returns void language plpgsql set plan_cache_mode = force_generic_plan as $$
    begin
      insert into reading_months (user_id, dataset_id, month, days, records)
      select distinct u, d, m, '{}'::smallint[], '{}'::text[]
        from unnest(users, datasets, months) as t(u, d, m)
       order by u, d, m
      on conflict (user_id, dataset_id, month) do update set days = reading_months.days
       where false;
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
        do update set days = excluded.days, records = excluded.records
         where reading_months.records is distinct from excluded.records
            or reading_months.days is distinct from excluded.days;
      delete from reading_months rm
       using unnest(users, datasets, months) as t(u, d, m)
       where rm.user_id = t.u and rm.dataset_id = t.d and rm.month = t.m
         and not exists (select 1 from readings r
                          where r.user_id = t.u and r.dataset_id = t.d
                            and r.created_on >= t.m and r.created_on < t.m + interval '1 month');
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  // The triggers' functions call the refresh by name when they run: it can be dropped and made
  // again under them.
  await sql`drop function refresh_reading_months(bigint[], integer[], date[])`.execute(db);
  await refreshReadingMonths016.execute(db);
  await monthRefreshGenericPlans.up(db);
}
