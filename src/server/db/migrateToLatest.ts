import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import type { Database } from './database';
import * as accounts from './migrations/001_accounts';
import * as passwordResets from './migrations/002_password_resets';
import * as readings from './migrations/003_readings';
import * as throttleEvents from './migrations/004_throttle_events';
import * as securePins from './migrations/005_secure_pins';
import * as dataAccessAudit from './migrations/006_data_access_audit';
import * as consentsAndImports from './migrations/007_consents_and_imports';
import * as workoutRoutines from './migrations/008_workout_routines';
import * as calling from './migrations/009_calling';
import * as readingVersions from './migrations/010_reading_versions';
import * as careGrants from './migrations/011_care_grants';
import * as throttleCounts from './migrations/012_throttle_counts';
import * as requestRateCounts from './migrations/013_request_rate_counts';
import * as shareLinks from './migrations/014_share_links';
import * as noReadingVersions from './migrations/015_no_reading_versions';
import * as readingMonths from './migrations/016_reading_months';
import * as sessionChanges from './migrations/017_session_changes';
import * as monthRefreshGenericPlans from './migrations/018_month_refresh_generic_plans';
import * as userTimeZones from './migrations/019_user_time_zones';
import * as patientIdentifiers from './migrations/020_patient_identifiers';
import * as judgedDatasets from './migrations/021_judged_datasets';
import * as monthRefreshWritesChangesOnly from './migrations/022_month_refresh_writes_changes_only';
import * as clinicians from './migrations/023_clinicians';
import * as prescriptions from './migrations/024_prescriptions';
import * as sessionPain from './migrations/025_session_pain';
import * as panelReviews from './migrations/026_panel_reviews';
import * as dataChanges from './migrations/027_data_changes';
import * as readingIdempotencyKeys from './migrations/028_reading_idempotency_keys';

/** Ordered by name; a new migration is one new file and one line here. */
const migrations: Record<string, Migration> = {
  '001_accounts': accounts,
  '002_password_resets': passwordResets,
  '003_readings': readings,
  '004_throttle_events': throttleEvents,
  '005_secure_pins': securePins,
  '006_data_access_audit': dataAccessAudit,
  '007_consents_and_imports': consentsAndImports,
  '008_workout_routines': workoutRoutines,
  '009_calling': calling,
  '010_reading_versions': readingVersions,
  '011_care_grants': careGrants,
  '012_throttle_counts': throttleCounts,
  '013_request_rate_counts': requestRateCounts,
  '014_share_links': shareLinks,
  '015_no_reading_versions': noReadingVersions,
  '016_reading_months': readingMonths,
  '017_session_changes': sessionChanges,
  '018_month_refresh_generic_plans': monthRefreshGenericPlans,
  '019_user_time_zones': userTimeZones,
  '020_patient_identifiers': patientIdentifiers,
  '021_judged_datasets': judgedDatasets,
  '022_month_refresh_writes_changes_only': monthRefreshWritesChangesOnly,
  '023_clinicians': clinicians,
  '024_prescriptions': prescriptions,
  '025_session_pain': sessionPain,
  '026_panel_reviews': panelReviews,
  '027_data_changes': dataChanges,
  '028_reading_idempotency_keys': readingIdempotencyKeys,
};

// Kysely's default name for the table of migrations it has run.
const MIGRATION_TABLE = 'kysely_migration';

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * Whether the database has run exactly our migrations and no other: the common restart.
 * Kysely's migrator, with nothing to do, still makes its tables sure, takes its lock and
 * reads them back, a noticeable part of a restart on PGlite (decision 018); this asks two
 * short questions.
 */
async function isAtLatest(db: Kysely<Database>): Promise<boolean> {
  const { rows: table } = await sql<{ present: boolean }>`
    select to_regclass(${MIGRATION_TABLE}) is not null as present
  `.execute(db);
  if (table[0]?.present !== true) return false;
  const { rows } = await sql<{ name: string }>`
    select name from ${sql.table(MIGRATION_TABLE)} order by name
  `.execute(db);
  const known = Object.keys(migrations).sort();
  return rows.length === known.length && rows.every((row, at) => row.name === known[at]);
}

/**
 * Whether the database is new (no migration has run), behind ours (some ran, others wait:
 * it holds data that migrating will change), or at the latest.
 */
export async function migrationState(db: Kysely<Database>): Promise<'new' | 'behind' | 'latest'> {
  if (await isAtLatest(db)) return 'latest';
  const { rows } = await sql<{ present: boolean }>`
    select to_regclass(${MIGRATION_TABLE}) is not null as present
  `.execute(db);
  if (rows[0]?.present !== true) return 'new';
  const { rows: ran } = await sql<{ count: number }>`
    select count(*)::int as count from ${sql.table(MIGRATION_TABLE)}
  `.execute(db);
  return (ran[0]?.count ?? 0) > 0 ? 'behind' : 'new';
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  if (await isAtLatest(db)) return;
  const migrator = new Migrator({ db, provider, migrationTableName: MIGRATION_TABLE });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`);
  }
}
