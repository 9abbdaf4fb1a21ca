import path from 'node:path';
import { buildApp } from './app';
import type { ServerEnv } from './config/serverEnv';
import { connectDatabase } from './db/connectDatabase';
import { embeddedDatabaseDir } from './db/connectPglite';
import type { DatabaseHandle } from './db/databaseHandle';
import { lockDataDir } from './db/dataDirLock';
import { migrateToLatest, migrationState } from './db/migrateToLatest';
import { takePgliteSnapshot } from './backup/pgliteSnapshot';
import { startSnapshotSchedule, type SnapshotSchedule } from './backup/snapshotSchedule';
import { loadProfileConfigs } from './profile-configs/loadProfileConfigs';
import { loadWorkoutCatalogue } from './workout-catalogue/loadWorkoutCatalogue';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './services/mail/mailer';
import { seedDemoAccounts, type DemoAccount } from './services/demo/demoAccounts';
import { judgeStoredReadings } from './services/readings/judgeStoredReadings';

export interface RunningServer {
  url: string;
  database: DatabaseHandle;
  demoAccounts: DemoAccount[];
  /** The embedded database's snapshots (decision 038); none on PostgreSQL. */
  snapshots: SnapshotSchedule | undefined;
  stop(): Promise<void>;
}

export function createMailer(env: ServerEnv, announce: (line: string) => void): Mailer {
  return env.smtpUrl
    ? createSmtpMailer(env.smtpUrl, env.mailFrom)
    : createOutboxMailer(path.join(env.dataDir, 'outbox'), env.mailFrom, announce);
}

/** Opens the database (locking the embedded one), migrates, seeds, and listens. */
export async function startServer(
  env: ServerEnv,
  announce: (line: string) => void,
): Promise<RunningServer> {
  // An invalid config stops the start before anything is opened, naming file, place and rule.
  const profileConfigs = await loadProfileConfigs(env.profileConfigDir);
  const workoutCatalogue = await loadWorkoutCatalogue(env.workoutCatalogueDir);
  const releaseLock = env.databaseUrl ? () => undefined : lockDataDir(env.dataDir);
  let database: DatabaseHandle | undefined;
  try {
    database = await connectDatabase(env.databaseUrl, embeddedDatabaseDir(env.dataDir));
    const { dumpDataDir } = database;
    // Migrations change the data in place: what was there before them is kept first.
    if (dumpDataDir && (await migrationState(database.db)) === 'behind') {
      const taken = await takePgliteSnapshot(dumpDataDir, env.backups, 'before-migrations');
      announce(`Snapshot before migrating the database: ${taken.file.path}`);
    }
    await migrateToLatest(database.db);
    const judged = await judgeStoredReadings(database.db, profileConfigs);
    if (judged > 0) announce(`Judged ${judged} stored readings against their intervals.`);
    const demoAccounts = env.seedDemoAccounts
      ? await seedDemoAccounts(database.db, profileConfigs, workoutCatalogue)
      : [];
    const mailer = createMailer(env, announce);
    const app = await buildApp({
      env,
      database,
      mailer,
      profileConfigs,
      workoutCatalogue,
      logger: { level: 'warn' },
    });
    const url = await app.listen({ port: env.port, host: env.host });
    // Schemas are compiled on first use; the rest now, between the first requests, so a
    // schema that does not compile is said at start rather than when someone needs it.
    app.compileRemainingSchemas().catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
    });
    const openDatabase = database;
    const snapshots = dumpDataDir
      ? startSnapshotSchedule(dumpDataDir, env.backups, env.dataDir, announce)
      : undefined;
    return {
      url,
      database: openDatabase,
      demoAccounts,
      snapshots,
      async stop() {
        await snapshots?.stop();
        await app.close();
        await openDatabase.close();
        releaseLock();
      },
    };
  } catch (error) {
    await database?.close();
    releaseLock();
    throw error;
  }
}
