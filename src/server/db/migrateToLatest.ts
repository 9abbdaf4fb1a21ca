import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';
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
};

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error !== undefined || failed) {
    const name = failed ? ` (${failed.migrationName})` : '';
    throw new Error(`Database migration failed${name}: ${String(error)}`);
  }
}
