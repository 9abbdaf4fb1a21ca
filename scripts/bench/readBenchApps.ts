import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type MotusApp } from '../../src/server/app';
import { NO_REQUEST_RATE_LIMITS } from '../../src/server/config/requestLimitsEnv';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { connectPglite } from '../../src/server/db/connectPglite';
import { connectPostgres } from '../../src/server/db/connectPostgres';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { createOutboxMailer } from '../../src/server/services/mail/mailer';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';

const WORKOUT_DATASET_NAME = 'Workout';

/** What a read benchmark measures against: one database and the app on it. */
export interface ReadBenchApps {
  /** A folder of the run's own, removed by close. */
  scratch: string;
  database: DatabaseHandle;
  /** 'PostgreSQL' or 'PGlite'. */
  label: string;
  profileConfigs: ProfileConfig[];
  app: MotusApp;
  /** The widest chart (18 fields), the read benchmarks' heavy read. */
  workout: ProfileDataset;
  close(): Promise<void>;
}

/**
 * A migrated database (PostgreSQL when DATABASE_URL is set, else the embedded PGlite in a
 * scratch folder) and the app built twice over it.
 */
export async function openReadBenchApps(): Promise<ReadBenchApps> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-bench-'));
  const databaseUrl = process.env.DATABASE_URL;
  const database = databaseUrl
    ? await connectPostgres(databaseUrl)
    : await connectPglite(path.join(scratch, 'pglite'));
  const removeAll = async () => {
    await database.close();
    fs.rmSync(scratch, { recursive: true, force: true });
  };
  try {
    await migrateToLatest(database.db);
    const env = {
      ...readServerEnv({}),
      dataDir: scratch,
      clientDir: path.join(scratch, 'none'),
      // The benchmarks sign up a hundred people at once from one address.
      requestRateLimits: NO_REQUEST_RATE_LIMITS,
    };
    const profileConfigs = await loadProfileConfigs(env.profileConfigDir);
    const workout = profileConfigs
      .flatMap((config) => config.datasets)
      .find((dataset) => dataset.name === WORKOUT_DATASET_NAME);
    if (!workout) throw new Error(`No dataset named ${WORKOUT_DATASET_NAME} in the configs`);
    const deps = {
      env,
      database,
      profileConfigs,
      workoutCatalogue: { exercises: [], templates: [] },
      mailer: createOutboxMailer(path.join(scratch, 'outbox'), env.mailFrom, () => undefined),
    };
    const app = await buildApp(deps);
    return {
      scratch,
      database,
      label: databaseUrl ? 'PostgreSQL' : 'PGlite',
      profileConfigs,
      app,
      workout,
      async close() {
        await app.close();
        await removeAll();
      },
    };
  } catch (error) {
    await removeAll();
    throw error;
  }
}
