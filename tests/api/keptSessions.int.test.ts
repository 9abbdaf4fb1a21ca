import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type MotusApp } from '../../src/server/app';
import { KeptSessions } from '../../src/server/services/sessions/keptSessions';
import { resolveSession } from '../../src/server/services/sessions/sessionTokens';
import { hashSecretToken } from '../../src/server/services/tokens/secretTokens';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { callingPaths } from '../../src/shared/api/callingContract';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

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
    asUser(app, authorization).get(callingPaths.listPatients);

  it('refuses a session on every server as soon as it is logged out on one', async () => {
    const { authorization } = await signUp(t.app, 'Kept');
    expect((await patientsOf(other, authorization)).statusCode).toBe(403);
    expect((await patientsOf(t.app, authorization)).statusCode).toBe(403);
    const logout = await asUser(t.app, authorization).post(accountEndpoints.logout);
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

  describe('renewed while in use', () => {
    async function signedUpSession(name: string) {
      const { authorization, userId } = await signUp(t.app, name);
      const token = authorization.slice(AUTH_SCHEME.length + 1);
      const clock = { now: 0 };
      const kept = new KeptSessions(15_000, 10_000, 10, () => clock.now);
      const lookUp = () => resolveSession(t.database.db, kept, token);
      return { userId, tokenHash: hashSecretToken(token), clock, kept, lookUp };
    }

    it('looks a session up again behind a request, so it stays kept past its first time', async () => {
      const { userId, tokenHash, clock, kept, lookUp } = await signedUpSession('Renewed');
      expect(await lookUp()).toMatchObject({ kind: 'signed-in', user: { id: userId } });
      clock.now = 10_000;
      expect(await lookUp()).toMatchObject({ kind: 'signed-in', user: { id: userId } });
      // Past the first entry's 15 s: only the renewal behind the last request keeps it.
      clock.now = 16_000;
      await vi.waitFor(() => expect(kept.find(tokenHash)?.id).toBe(userId));
    });

    it('forgets a session its renewal finds gone, and the next request is refused', async () => {
      const { userId, tokenHash, clock, kept, lookUp } = await signedUpSession('Gone');
      expect(await lookUp()).toMatchObject({ kind: 'signed-in', user: { id: userId } });
      // These kept sessions hear no NOTIFY: only the renewal can find the session gone.
      await sql`delete from sessions where token_hash = ${tokenHash}`.execute(t.database.db);
      clock.now = 10_000;
      expect(await lookUp()).toMatchObject({ kind: 'signed-in' });
      await vi.waitFor(() => expect(kept.find(tokenHash)).toBeUndefined());
      expect(await lookUp()).toEqual({ kind: 'unknown' });
    });
  });
});
