import { sql, type Kysely } from 'kysely';

// Each reading keeps the interval it was judged against and its verdict (decision 034). The
// readings written before a dataset had its intervals, or before verdicts were kept at all,
// are judged once at start; this table remembers, per dataset, which intervals that pass ran
// with, so it runs again only when a config gives a dataset new ones.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table judged_datasets (
      dataset_id integer primary key,
      intervals text not null,
      judged_at timestamptz not null default now()
    )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table judged_datasets`.execute(db);
}
