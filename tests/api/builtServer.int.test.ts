import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { formValidatorsPath } from '../../src/shared/api/formValidatorsEndpoint';
import type { ChartRecord } from '../../src/shared/api/readingContract';
import {
  buildServerBundle,
  exited,
  startBuiltServer,
  type StartedServer,
} from '../support/builtServer';
import { asUser } from '../support/asUser';
import { datasetById } from '../support/profileConfigLookup';
import { createScratchPostgresDatabase } from '../support/testDatabase';

const BLOOD_PRESSURE = 14;

// `npm start` runs one bundle of the server and its packages (decision 018), with route
// schemas compiled on first use and the PostgreSQL driver and the Add Data compiler loaded
// when asked for. This runs that bundle, on PGlite or on DATABASE_URL's server.
describe('the server as npm start builds it', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-built-'));
  let bundle: ReturnType<typeof buildServerBundle> | undefined;
  let server: StartedServer | undefined;
  let dropDatabase = async () => {};
  let authorization = '';
  let bloodPressure: ReturnType<typeof datasetById>;

  beforeAll(async () => {
    bundle = buildServerBundle();
    bloodPressure = datasetById(await loadProfileConfigs('profile-configs'), BLOOD_PRESSURE);
    const serverUrl = process.env.DATABASE_URL;
    let databaseUrl = '';
    if (serverUrl) {
      const scratch = await createScratchPostgresDatabase(serverUrl);
      databaseUrl = scratch.url;
      dropDatabase = scratch.drop;
    }
    server = await startBuiltServer(bundle.entry, {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      SEED_DEMO_ACCOUNTS: 'true',
    });
    const login = await asUser(server.url).post(accountEndpoints.login, {
      email: 'athlete@motus.demo',
      password: 'motus-athlete',
    });
    expect(login.status).toBe(200);
    const { details } = (await login.json()) as { details: { token: string } };
    authorization = `${AUTH_SCHEME} ${details.token}`;
  });
  afterAll(async () => {
    if (server) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    await dropDatabase();
    bundle?.remove();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** The demo athlete's requests to the running bundle. */
  function asAthlete() {
    if (!server) throw new Error('the built server did not start');
    return asUser(server.url, authorization);
  }

  it("reads the demo athlete's year of blood pressure", async () => {
    const reply = await asAthlete().post(bloodPressure.tab.read, {
      date_from: DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd'),
      date_to: DateTime.local().toFormat('yyyy-MM-dd'),
    });
    expect(reply.status).toBe(200);
    const records = ((await reply.json()) as Record<string, ChartRecord[]>)[bloodPressure.tab.list];
    expect(records?.length).toBeGreaterThan(100);
    expect(records?.[0]).toHaveProperty('systolic_value');
  });

  it('refuses a reading with a wrong field by name, checked by a schema compiled on first use', async () => {
    const reply = await asAthlete().post(bloodPressure.writePath, {
      systolic_value: 'high',
      diastolic_value: 80,
      created_on: `${DateTime.local().toFormat('yyyy-MM-dd')} 07:45`,
    });
    expect(reply.status).toBe(400);
    expect(await reply.text()).toContain('systolic_value');
  });

  it("serves the Add Data form's validator, compiled by code loaded on that request", async () => {
    const reply = await asAthlete().get(formValidatorsPath(BLOOD_PRESSURE));
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('javascript');
    expect(await reply.text()).toContain('export default');
  });

  it('has compiled every route schema a few seconds after start, and said nothing wrong', async () => {
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(server?.output()).not.toMatch(/does not compile|Error/);
  });
});
