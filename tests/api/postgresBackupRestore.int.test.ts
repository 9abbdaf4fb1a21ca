import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { NO_REQUEST_RATE_LIMITS } from '../../src/server/config/requestLimitsEnv';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { connectPostgres } from '../../src/server/db/connectPostgres';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { createOutboxMailer } from '../../src/server/services/mail/mailer';
import { loadWorkoutCatalogue } from '../../src/server/workout-catalogue/loadWorkoutCatalogue';
import { datasetById } from '../support/profileConfigLookup';
import { startPrivatePostgres, type PrivatePostgres } from '../support/privatePostgres';
import { runNpmScript } from '../support/runNpmScript';
import { signUp } from '../support/signUp';
import { asUser } from '../support/asUser';

const BLOOD_PRESSURE = 14;
const READINGS = 20;
const DATABASE = 'motus_clinic';

async function withClient<T>(url: string, query: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await query(client);
  } finally {
    await client.end();
  }
}

/** What a restore must bring back: every table's row count, and every reading as stored. */
function contents(url: string) {
  return withClient(url, async (client) => {
    const { rows: tables } = await client.query<{ name: string }>(
      `select table_name as name from information_schema.tables
       where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
    );
    const counts: Record<string, number> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ count: number }>(
        `select count(*)::int as count from "${name}"`,
      );
      counts[name] = rows[0]?.count ?? -1;
    }
    const { rows: readings } = await client.query('select * from readings order by id');
    return { counts, readings };
  });
}

// Runs on either engine's test run: it brings its own PostgreSQL server to drop databases on.
describe('a PostgreSQL database backed up with npm run backup and restored with npm run restore', () => {
  let server: PrivatePostgres;
  let databaseUrl: string;
  const backupDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-pg-backups-'));

  const recreate = (statement: 'drop' | 'create') =>
    withClient(server.url, (client) =>
      client.query(
        statement === 'drop'
          ? `drop database if exists ${DATABASE} with (force)`
          : `create database ${DATABASE}`,
      ),
    );

  beforeAll(async () => {
    server = await startPrivatePostgres();
    const url = new URL(server.url);
    url.pathname = `/${DATABASE}`;
    databaseUrl = url.toString();
    await recreate('create');
  });
  afterAll(() => {
    server.close();
    fs.rmSync(backupDir, { recursive: true, force: true });
  });

  it('brings back every row into an empty database, and replaces one only when told', async () => {
    const scriptEnv = {
      DATABASE_URL: databaseUrl,
      BACKUP_DIR: backupDir,
      PATH: `${server.binaries}${path.delimiter}${process.env.PATH ?? ''}`,
    };
    const env = { ...readServerEnv({}), requestRateLimits: NO_REQUEST_RATE_LIMITS };
    const profileConfigs = await loadProfileConfigs(env.profileConfigDir);
    const database = await connectPostgres(databaseUrl);
    await migrateToLatest(database.db);
    const app = await buildApp({
      env,
      database,
      mailer: createOutboxMailer(path.join(backupDir, 'outbox'), env.mailFrom, () => undefined),
      profileConfigs,
      workoutCatalogue: await loadWorkoutCatalogue(env.workoutCatalogueDir),
    });
    const bloodPressure = datasetById(profileConfigs, BLOOD_PRESSURE);
    const { authorization } = await signUp(app, 'Ines');
    const today = DateTime.local();
    for (let day = 0; day < READINGS; day++) {
      const reply = await asUser(app, authorization).post(bloodPressure.writePath, {
        systolic_value: 105 + day,
        diastolic_value: 72,
        created_on: `${today.minus({ days: day }).toFormat('yyyy-MM-dd')} 08:15`,
      });
      expect(reply.statusCode, reply.body).toBe(200);
    }
    await app.close();
    await database.close();
    const written = await contents(databaseUrl);
    expect(written.readings).toHaveLength(READINGS);

    const backup = await runNpmScript('backup', [], scriptEnv);
    expect(backup.code, backup.output).toBe(0);
    const file = /^Backup written: (\S+\.dump)$/m.exec(backup.output)?.[1] ?? '';
    expect(path.dirname(file)).toBe(backupDir);

    await recreate('drop');
    await recreate('create');
    const restored = await runNpmScript('restore', [file], scriptEnv);
    expect(restored.code, restored.output).toBe(0);
    expect(await contents(databaseUrl)).toEqual(written);

    const refused = await runNpmScript('restore', [file], scriptEnv);
    expect(refused.output).toContain(
      `Motus could not restore: The database 127.0.0.1:${new URL(databaseUrl).port}/${DATABASE} ` +
        'already holds Motus tables (public.access_log',
    );
    expect(refused.output).toContain('add --replace to replace them');
    expect(refused.code).toBe(1);

    // Replacing, after a change the backup does not hold: the backup's rows come back.
    await withClient(databaseUrl, (client) => client.query('delete from readings'));
    const replaced = await runNpmScript('restore', ['--replace', file], scriptEnv);
    expect(replaced.code, replaced.output).toBe(0);
    expect(await contents(databaseUrl)).toEqual(written);
  }, 120_000);
});
