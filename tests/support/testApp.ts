import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp, type MotusApp } from '../../src/server/app';
import { NO_REQUEST_RATE_LIMITS } from '../../src/server/config/requestLimitsEnv';
import { readServerEnv, type ServerEnv } from '../../src/server/config/serverEnv';
import type { DatabaseHandle } from '../../src/server/db/databaseHandle';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { loadWorkoutCatalogue } from '../../src/server/workout-catalogue/loadWorkoutCatalogue';
import {
  createOutboxMailer,
  readOutbox,
  type OutboxEntry,
} from '../../src/server/services/mail/mailer';
import { createTestDatabase } from './testDatabase';

export interface TestApp {
  app: MotusApp;
  database: DatabaseHandle;
  env: ServerEnv;
  outbox(): Promise<OutboxEntry[]>;
  close(): Promise<void>;
}

/**
 * The real app on a fresh database, with mail going to a scratch outbox. Tests send every
 * request from one address, far faster than people do: the request-rate limits are off
 * unless a test passes its own (requestLimits.int.test.ts uses the defaults). A test may hand
 * in a migrated database of its own (a private PostgreSQL server it shuts down and starts); it is
 * closed with the app.
 */
export async function createTestApp(
  overrides: Partial<ServerEnv> = {},
  ownDatabase?: DatabaseHandle,
): Promise<TestApp> {
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-api-'));
  const env: ServerEnv = {
    ...readServerEnv({}),
    dataDir: scratch,
    clientDir: path.join(scratch, 'no-client'),
    publicUrl: 'http://motus.test',
    requestRateLimits: NO_REQUEST_RATE_LIMITS,
    ...overrides,
  };
  const profileConfigs = await loadProfileConfigs(env.profileConfigDir);
  const workoutCatalogue = await loadWorkoutCatalogue(env.workoutCatalogueDir);
  const database = ownDatabase ?? (await createTestDatabase());
  const outboxDir = path.join(scratch, 'outbox');
  const mailer = createOutboxMailer(outboxDir, env.mailFrom, () => undefined);
  const app = await buildApp({ env, database, mailer, profileConfigs, workoutCatalogue });
  await app.ready();
  return {
    app,
    database,
    env,
    outbox: () => readOutbox(outboxDir),
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(scratch, { recursive: true, force: true });
    },
  };
}
