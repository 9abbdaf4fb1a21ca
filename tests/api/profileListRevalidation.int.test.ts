import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoAccounts } from '../../src/server/services/demo/demoAccounts';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import { logIn } from '../support/accountRequests';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser, type RequestHeaders, type RequestSigner } from '../support/asUser';

// GET /v2/profiles/ as a browser keeps it: made once, tagged by its content, asked about again.
let t: TestApp;
let authorization: string;

beforeAll(async () => {
  t = await createTestApp();
  ({ authorization } = await signUp(t.app));
});
afterAll(() => t.close());

const askForList = (who: RequestSigner, headers: RequestHeaders = {}, query = '') =>
  asUser(t.app, who).send({ method: 'GET', url: `${accountEndpoints.profiles}${query}`, headers });

describe('the profile list', () => {
  it('is kept by the browser for the person only, and asked about again each time', async () => {
    const first = await askForList(authorization);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(first.headers.etag).toMatch(/^"[\w-]{27}"$/);
    const profiles = first.json<ProfileListReply>().details.profiles;
    expect(profiles.map((profile) => profile.id)).toContain('vitals');
  });

  it('answers 304 with no body while the configs are unchanged, to any of the tags it is given', async () => {
    const etag = String((await askForList(authorization)).headers.etag);
    for (const ifNoneMatch of [etag, `W/${etag}`, `"another", ${etag}`]) {
      const again = await askForList(authorization, { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body, ifNoneMatch).toBe('');
      expect(again.headers.etag, ifNoneMatch).toBe(etag);
    }
    const stale = await askForList(authorization, { 'if-none-match': '"an-older-list"' });
    expect(stale.statusCode).toBe(200);
  });

  it('sends the same list gzipped to a client that takes it', async () => {
    const plain = await askForList(authorization);
    const gzipped = await askForList(authorization, { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.byteLength).toBeLessThan(plain.rawPayload.byteLength / 5);
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(plain.body);
    expect(gzipped.headers.etag).toBe(plain.headers.etag);
  });

  it('tells nothing to a caller with no session, whatever tag it sends', async () => {
    const etag = String((await askForList(authorization)).headers.etag);
    const anonymous = await askForList(undefined, { 'if-none-match': etag });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers.etag).toBeUndefined();
  });

  it('is not kept by a doctor’s browser when it names what a patient shares', async () => {
    await seedDemoAccounts(t.database.db, t.app.deps.profileConfigs, t.app.deps.workoutCatalogue);
    const patient = await logIn(t.app, 'athlete@motus.demo', 'motus-athlete');
    const doctor = await logIn(t.app, 'doctor@motus.demo', 'motus-doctor');
    const shared = await askForList(
      `${AUTH_SCHEME} ${doctor.token}`,
      {},
      `?patient_id=${patient.id}`,
    );
    expect(shared.statusCode).toBe(200);
    expect(shared.headers['cache-control']).toBe('no-store');
    expect(shared.headers.etag).toBeUndefined();
    expect(shared.json<ProfileListReply>().details.profiles.length).toBeGreaterThan(0);
  });
});
