import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { asUser } from '../support/asUser';
import { buildServerBundle, exited, startBuiltServer } from '../support/builtServer';

const newUser = {
  email: 'durable@example.test',
  first_name: 'Dora',
  last_name: 'Durable',
  gender: 'Female',
  height: '1.70',
  mass: 60,
  date_of_birth: '1985-02-02',
  fitness_type: 'sedentary',
  password: 'kept-after-a-kill',
};

// The README's promise for the embedded database (docs/decisions/004).
describe.skipIf(Boolean(process.env.DATABASE_URL))('the embedded database', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-durable-'));
  const children: ChildProcess[] = [];
  // `npm start`'s server as it runs: the bundle, without the client build.
  let bundle: ReturnType<typeof buildServerBundle> | undefined;
  const startProcess = (folder: string) => {
    if (!bundle) throw new Error('the server bundle was not built');
    return startBuiltServer(bundle.entry, { DATABASE_URL: '', DATA_DIR: folder });
  };
  beforeAll(() => {
    bundle = buildServerBundle();
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(children.map(exited));
    fs.rmSync(dataDir, { recursive: true, force: true });
    bundle?.remove();
  });

  it('refuses a second server on the same data folder, and keeps what was acknowledged after a kill', async () => {
    const first = await startProcess(dataDir);
    children.push(first.child);
    const created = await asUser(first.url).post(accountEndpoints.createUser, newUser);
    expect(created.status).toBe(201);

    await expect(startProcess(dataDir)).rejects.toThrow(/in use by another Motus server/);

    first.child.kill('SIGKILL');
    await exited(first.child);

    const second = await startProcess(dataDir);
    children.push(second.child);
    const login = await asUser(second.url).post(accountEndpoints.login, {
      email: newUser.email,
      password: newUser.password,
    });
    expect(login.status).toBe(200);
    expect(((await login.json()) as { details: { first_name: string } }).details.first_name).toBe(
      'Dora',
    );
  });
});
