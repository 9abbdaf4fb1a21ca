import { sql, type Kysely } from 'kysely';

// A patient's consent to one doctor becomes a grant (decision 022): the areas it covers (null
// for every area, those added later included), an optional last day, when it was given,
// revoked and first used. The audit table becomes the access log: every read of a person's
// data by anyone else, every pin-gated own read, every import and export, each row shaped
// as one FHIR AuditEvent.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('care_grants')
    .addColumn('id', 'bigserial', (col) => col.primaryKey())
    .addColumn('patient_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('doctor_id', 'bigint', (col) =>
      col.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('areas', 'jsonb')
    .addColumn('expires_on', 'date')
    .addColumn('sentence', 'text', (col) => col.notNull())
    .addColumn('given_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('revoked_at', 'timestamptz')
    .addColumn('first_read_at', 'timestamptz')
    .execute();
  // At most one live grant per patient and doctor; a doctor's read looks it up by the pair.
  await sql`create unique index care_grants_live on care_grants (patient_id, doctor_id) where revoked_at is null`.execute(
    db,
  );
  await sql`create index care_grants_doctor on care_grants (doctor_id) where revoked_at is null`.execute(
    db,
  );

  // The consents a patient gave doctors so far covered "medical data", read as every area.
  await sql`
    insert into care_grants (patient_id, doctor_id, areas, sentence, given_at)
    select consents.user_id, users.id, null, consents.sentence, consents.given_at
      from consents
      join users on consents.grantee = 'doctor:' || users.id::text
     where consents.revoked_at is null`.execute(db);
  await sql`delete from consents where grantee like 'doctor:%'`.execute(db);

  // An invite to an address with no account keeps what the patient chose until it opens.
  await sql`alter table pending_invites add column grant_areas jsonb, add column grant_expires_on date`.execute(
    db,
  );

  await sql`alter table data_access_audit rename to access_log`.execute(db);
  await sql`alter table access_log rename column read_at to at`.execute(db);
  await sql`alter index data_access_audit_subject_read_at rename to access_log_subject_at`.execute(
    db,
  );
  await sql`
    alter table access_log
      alter column reader_user_id drop not null,
      alter column dataset_id drop not null,
      alter column date_from drop not null,
      alter column date_to drop not null,
      add column reader_kind text not null default 'self',
      add column partner text,
      add column action text not null default 'read',
      add column profile text,
      add column dataset_name text`.execute(db);
  await sql`update access_log set reader_kind = 'doctor' where reader_user_id <> subject_user_id`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from access_log where reader_user_id is null or dataset_id is null or date_from is null`.execute(
    db,
  );
  await sql`
    alter table access_log
      drop column reader_kind,
      drop column partner,
      drop column action,
      drop column profile,
      drop column dataset_name,
      alter column reader_user_id set not null,
      alter column dataset_id set not null,
      alter column date_from set not null,
      alter column date_to set not null`.execute(db);
  await sql`alter index access_log_subject_at rename to data_access_audit_subject_read_at`.execute(
    db,
  );
  await sql`alter table access_log rename column at to read_at`.execute(db);
  await sql`alter table access_log rename to data_access_audit`.execute(db);
  await sql`
    insert into consents (user_id, grantee, purpose, sentence, given_at)
    select patient_id, 'doctor:' || doctor_id::text, 'view_medical_data', sentence, given_at
      from care_grants where revoked_at is null`.execute(db);
  await db.schema.dropTable('care_grants').execute();
  await sql`alter table pending_invites drop column grant_areas, drop column grant_expires_on`.execute(
    db,
  );
}
