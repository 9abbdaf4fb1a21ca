import { sql, type Kysely } from 'kysely';

// A write's month refresh ran its statements with plans made for each call's arrays, and
// planning cost as much as running them (decision 032): the arrays hold one month in the
// usual write, so one plan kept per connection serves every call.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter function refresh_reading_months(bigint[], integer[], date[])
      set plan_cache_mode = force_generic_plan`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter function refresh_reading_months(bigint[], integer[], date[])
      reset plan_cache_mode`.execute(db);
}
