import { sql, type Kysely } from 'kysely';

// A doctor may add routines to a patient's Workout when the patient's grant says so
// (decision 043). The grant and a pending invite carry that switch; a routine keeps who
// prescribed it and its plan, the patient's hiding of it and their asking to stop; each
// exercise keeps its dosage beyond reps and time.
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table care_grants add column prescribe boolean not null default false`.execute(
    db,
  );
  await sql`alter table pending_invites add column grant_prescribe boolean not null default false`.execute(
    db,
  );
  // The prescriber's account may be erased: the routine stays the patient's, its plan ends.
  await sql`
    alter table routines
      add column prescribed_by bigint references users(id) on delete set null,
      add column prescribed boolean not null default false,
      add column plan_days jsonb,
      add column plan_starts_on date,
      add column plan_ends_on date,
      add column plan_note text,
      add column plan_ended_at timestamptz,
      add column hidden boolean not null default false,
      add column stop_requested_at timestamptz`.execute(db);
  await sql`create index routines_prescribed_by on routines (prescribed_by) where prescribed_by is not null`.execute(
    db,
  );
  await sql`
    alter table routine_exercises
      add column sets integer,
      add column hold_seconds integer,
      add column dosage_note text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table routine_exercises drop column sets, drop column hold_seconds, drop column dosage_note`.execute(
    db,
  );
  await sql`drop index routines_prescribed_by`.execute(db);
  await sql`
    alter table routines
      drop column prescribed_by,
      drop column prescribed,
      drop column plan_days,
      drop column plan_starts_on,
      drop column plan_ends_on,
      drop column plan_note,
      drop column plan_ended_at,
      drop column hidden,
      drop column stop_requested_at`.execute(db);
  await sql`alter table pending_invites drop column grant_prescribe`.execute(db);
  await sql`alter table care_grants drop column prescribe`.execute(db);
}
