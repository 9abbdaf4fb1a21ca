import { sql, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import * as throttleCounts from '../../src/server/db/migrations/012_throttle_counts';
import * as requestRateCounts from '../../src/server/db/migrations/013_request_rate_counts';
import * as shareLinks from '../../src/server/db/migrations/014_share_links';
import * as noReadingVersions from '../../src/server/db/migrations/015_no_reading_versions';
import * as readingMonths from '../../src/server/db/migrations/016_reading_months';
import * as sessionChanges from '../../src/server/db/migrations/017_session_changes';
import * as monthRefreshGenericPlans from '../../src/server/db/migrations/018_month_refresh_generic_plans';
import * as userTimeZones from '../../src/server/db/migrations/019_user_time_zones';
import * as patientIdentifiers from '../../src/server/db/migrations/020_patient_identifiers';
import * as judgedDatasets from '../../src/server/db/migrations/021_judged_datasets';
import * as monthRefreshWritesChangesOnly from '../../src/server/db/migrations/022_month_refresh_writes_changes_only';
import * as clinicians from '../../src/server/db/migrations/023_clinicians';
import * as prescriptions from '../../src/server/db/migrations/024_prescriptions';
import * as sessionPain from '../../src/server/db/migrations/025_session_pain';
import * as panelReviews from '../../src/server/db/migrations/026_panel_reviews';
import * as dataChanges from '../../src/server/db/migrations/027_data_changes';
import * as readingIdempotencyKeys from '../../src/server/db/migrations/028_reading_idempotency_keys';
import { createTestDatabase } from '../support/testDatabase';

const appliedNames = async (database: DatabaseHandle) =>
  (
    await sql<{ name: string }>`select name from kysely_migration order by name`.execute(
      database.db,
    )
  ).rows.map((row) => row.name);

/** Undoes the migrations after 015, newest first: the tests below go back from there. */
async function undoMigrationsAfter015(db: Kysely<unknown>): Promise<void> {
  await readingIdempotencyKeys.down(db);
  await dataChanges.down(db);
  await panelReviews.down(db);
  await sessionPain.down(db);
  await prescriptions.down(db);
  await clinicians.down(db);
  await monthRefreshWritesChangesOnly.down(db);
  await judgedDatasets.down(db);
  await patientIdentifiers.down(db);
  await userTimeZones.down(db);
  await monthRefreshGenericPlans.down(db);
  await sessionChanges.down(db);
  await readingMonths.down(db);
}

// A restart on an up-to-date database skips Kysely's migrator (decision 018); anything
// else still goes through it, with its checks.
describe('migrateToLatest', () => {
  let database: DatabaseHandle | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('leaves an up-to-date database as it is when run again', async () => {
    database = await createTestDatabase();
    const before = await appliedNames(database);
    expect(before.length).toBeGreaterThanOrEqual(10);
    await migrateToLatest(database.db);
    expect(await appliedNames(database)).toEqual(before);
  });

  it('runs a migration the database has not run yet', async () => {
    database = await createTestDatabase();
    // A migration is written against Kysely<unknown>, as the migrator calls it.
    await undoMigrationsAfter015(database.db as unknown as Kysely<unknown>);
    await noReadingVersions.down(database.db as unknown as Kysely<unknown>);
    await shareLinks.down(database.db as unknown as Kysely<unknown>);
    await requestRateCounts.down(database.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name >= '013'`.execute(database.db);
    await migrateToLatest(database.db);
    expect((await appliedNames(database)).slice(-16)).toEqual([
      '013_request_rate_counts',
      '014_share_links',
      '015_no_reading_versions',
      '016_reading_months',
      '017_session_changes',
      '018_month_refresh_generic_plans',
      '019_user_time_zones',
      '020_patient_identifiers',
      '021_judged_datasets',
      '022_month_refresh_writes_changes_only',
      '023_clinicians',
      '024_prescriptions',
      '025_session_pain',
      '026_panel_reviews',
      '027_data_changes',
      '028_reading_idempotency_keys',
    ]);
    await expect(
      sql`select count(*) from request_rate_counts`.execute(database.db),
    ).resolves.toBeDefined();
  });

  it('takes the passcode links out and puts them back, the access log keeping its other rows', async () => {
    database = await createTestDatabase();
    const db = database.db as unknown as Kysely<unknown>;
    const { rows } = await sql<{ id: number }>`
      insert into users (email, first_name, last_name, gender, height, mass, date_of_birth,
                         fitness_type, password_hash)
      values ('links@example.test', 'Lin', 'Ks', 'Female', '1.70', 60, '1990-01-01',
              'athlete', 'x') returning id`.execute(database.db);
    const userId = rows[0]?.id;
    await sql`
      insert into share_links (user_id, manifest_id, areas, date_from, date_to, expires_on, jwe)
      values (${userId}, 'm', '["vitals"]', '2026-01-01', '2026-02-01', '2026-03-01', 'x.y.z')
    `.execute(database.db);
    await sql`
      insert into access_log (reader_user_id, reader_kind, subject_user_id, action)
      values (${userId}, 'self', ${userId}, 'read'), (null, 'link', ${userId}, 'read')
    `.execute(database.db);
    await undoMigrationsAfter015(db);
    await noReadingVersions.down(db);
    await shareLinks.down(db);
    await sql`delete from kysely_migration where name >= '014'`.execute(database.db);
    const kept = await sql<{ reader_kind: string }>`select reader_kind from access_log`.execute(
      database.db,
    );
    expect(kept.rows).toEqual([{ reader_kind: 'self' }]);
    await migrateToLatest(database.db);
    const links = await sql<{ failed_passcodes: number }>`
      select failed_passcodes from share_links`.execute(database.db);
    expect(links.rows).toEqual([]);
  });

  it('carries the recent failed logins and mails over into the counts, so no lock reopens', async () => {
    database = await createTestDatabase();
    const db = database.db as unknown as Kysely<unknown>;
    await undoMigrationsAfter015(db);
    await noReadingVersions.down(db);
    await shareLinks.down(db);
    await requestRateCounts.down(db);
    await throttleCounts.down(db);
    await sql`delete from kysely_migration where name >= '012'`.execute(database.db);
    await sql`
      insert into throttle_events (kind, subject, happened_at)
      select 'login-failure', 'ada@example.test', now() - make_interval(mins => n)
        from generate_series(1, 5) as n
      union all select 'reset-mail', 'ada@example.test', now() - interval '2 hours'
      union all select 'pin-failure', 'user:1', now()
    `.execute(database.db);
    await migrateToLatest(database.db);
    const counts = await sql<{ kind: string; attempts: number }>`
      select kind, cardinality(attempts) as attempts from throttle_counts order by kind
    `.execute(database.db);
    expect(counts.rows).toEqual([{ kind: 'login-failure', attempts: 5 }]);
    const events = await sql<{ kind: string }>`select kind from throttle_events`.execute(
      database.db,
    );
    expect(events.rows).toEqual([{ kind: 'pin-failure' }]);
  });

  it('gives each existing account its own lifelong patient id, and each new one', async () => {
    database = await createTestDatabase();
    const db = database.db as unknown as Kysely<unknown>;
    await readingIdempotencyKeys.down(db);
    await dataChanges.down(db);
    await panelReviews.down(db);
    await sessionPain.down(db);
    await prescriptions.down(db);
    await clinicians.down(db);
    await monthRefreshWritesChangesOnly.down(db);
    await judgedDatasets.down(db);
    await patientIdentifiers.down(db);
    await sql`delete from kysely_migration where name >= '020'`.execute(database.db);
    await sql`
      insert into users (email, first_name, last_name, gender, height, mass, date_of_birth,
                         fitness_type, password_hash)
      select 'old' || n || '@example.test', 'Old', 'One', 'Female', '1.70', 60, '1990-01-01',
             'athlete', 'x'
        from generate_series(1, 3) as n`.execute(database.db);
    await migrateToLatest(database.db);
    await sql`
      insert into users (email, first_name, last_name, gender, height, mass, date_of_birth,
                         fitness_type, password_hash)
      values ('new@example.test', 'New', 'One', 'Male', '1.80', 80, '1990-01-01', 'athlete', 'x')
    `.execute(database.db);
    const ids = (await database.db.selectFrom('users').select('patient_uuid').execute()).map(
      (row) => row.patient_uuid,
    );
    expect(ids).toHaveLength(4);
    expect(new Set(ids).size).toBe(4);
    expect(ids.every((id) => /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-/.test(id))).toBe(true);
  });

  it("dates each existing doctor a clinician from their account's start, and nobody else", async () => {
    database = await createTestDatabase();
    await readingIdempotencyKeys.down(database.db as unknown as Kysely<unknown>);
    await dataChanges.down(database.db as unknown as Kysely<unknown>);
    await panelReviews.down(database.db as unknown as Kysely<unknown>);
    await sessionPain.down(database.db as unknown as Kysely<unknown>);
    await prescriptions.down(database.db as unknown as Kysely<unknown>);
    await clinicians.down(database.db as unknown as Kysely<unknown>);
    await sql`delete from kysely_migration where name >= '023'`.execute(database.db);
    await sql`
      insert into users (email, first_name, last_name, gender, height, mass, date_of_birth,
                         fitness_type, password_hash, is_doctor, created_at)
      values ('doc@example.test', 'Doc', 'One', 'Male', '1.80', 80, '1990-01-01', 'athlete', 'x',
              true, '2025-03-04T05:06:07Z'),
             ('pat@example.test', 'Pat', 'One', 'Male', '1.80', 80, '1990-01-01', 'athlete', 'x',
              false, '2025-03-04T05:06:07Z')`.execute(database.db);
    await migrateToLatest(database.db);
    const rows = await database.db
      .selectFrom('users')
      .select(['email', 'doctor_since'])
      .orderBy('email')
      .execute();
    expect(rows.map((row) => [row.email, row.doctor_since?.toISOString() ?? null])).toEqual([
      ['doc@example.test', '2025-03-04T05:06:07.000Z'],
      ['pat@example.test', null],
    ]);
  });

  it('refuses a database that has run a migration this server does not know', async () => {
    database = await createTestDatabase();
    await sql`insert into kysely_migration (name, timestamp) values ('999_from_a_newer_motus', now())`.execute(
      database.db,
    );
    await expect(migrateToLatest(database.db)).rejects.toThrow(/999_from_a_newer_motus/);
  });
});
