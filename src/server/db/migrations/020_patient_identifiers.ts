import { sql, type Kysely } from 'kysely';

// Each person keeps one id for their account's life, so every export and passcode link names
// the same FHIR Patient. Random, not the row's serial id: it says nothing of how many accounts
// there are, and it is the same whichever database the account moves to. The default gives one
// to each existing row as the column is added (a volatile default is evaluated per row) and to
// each new account.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table users
      add column patient_uuid uuid not null default gen_random_uuid(),
      add constraint users_patient_uuid_key unique (patient_uuid)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column patient_uuid`.execute(db);
}
