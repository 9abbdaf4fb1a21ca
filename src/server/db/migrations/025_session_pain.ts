import { sql, type Kysely } from 'kysely';

// A run of a prescribed routine asks the patient's pain, 0 to 10, before the first exercise
// and after the last, and lets them mark the exercises that hurt (decision 045). Both ratings
// may be skipped, so they are nullable; an exercise not marked did not hurt.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table routine_sessions
      add column pain_before smallint check (pain_before between 0 and 10),
      add column pain_after smallint check (pain_after between 0 and 10)`.execute(db);
  await sql`alter table session_exercises add column hurt boolean not null default false`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table session_exercises drop column hurt`.execute(db);
  await sql`alter table routine_sessions drop column pain_before, drop column pain_after`.execute(
    db,
  );
}
