import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { callingPaths } from '../../src/shared/api/callingContract';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';

// A server keeps the sessions it found live for a few seconds; whatever ends or changes one,
// on whichever server or straight in the database, the very next request sees it.
describe('sessions a server keeps', () => {
  let t: TestApp;
  let other: MotusApp;

  beforeAll(async () => {
    t = await createTestApp();
    // A second server on the same database, as behind a load balancer.
    other = await buildApp({ ...t.app.deps, logger: false });
    await other.ready();
  });
  afterAll(async () => {
    await other.close();
    await t.close();
  });

  const patientsOf = (app: MotusApp, authorization: string) =>
    app.inject({ method: 'GET', url: callingPaths.listPatients, headers: { authorization } });

  it('refuses a session on every server as soon as it is logged out on one', async () => {
    const { authorization } = await signUp(t.app, 'Kept');
    expect((await patientsOf(other, authorization)).statusCode).toBe(403);
    expect((await patientsOf(t.app, authorization)).statusCode).toBe(403);
    const logout = await t.app.inject({
      method: 'POST',
      url: accountEndpoints.logout,
      headers: { authorization },
    });
    expect(logout.statusCode).toBe(200);
    expect((await patientsOf(other, authorization)).statusCode).toBe(401);
    expect((await patientsOf(t.app, authorization)).statusCode).toBe(401);
  });

  it('acts on an account changed in the database at the next request', async () => {
    const { authorization, userId } = await signUp(t.app, 'Changed');
    expect((await patientsOf(other, authorization)).statusCode).toBe(403);
    await sql`update users set is_doctor = true where id = ${userId}`.execute(t.database.db);
    expect((await patientsOf(other, authorization)).statusCode).toBe(200);
  });

  it('refuses a session deleted in the database at the next request', async () => {
    const { authorization, userId } = await signUp(t.app, 'Deleted');
    expect((await patientsOf(other, authorization)).statusCode).toBe(403);
    await sql`delete from sessions where user_id = ${userId}`.execute(t.database.db);
    expect((await patientsOf(other, authorization)).statusCode).toBe(401);
  });
});
