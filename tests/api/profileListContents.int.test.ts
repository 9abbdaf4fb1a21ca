import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { datasetFactsOf } from '../../src/shared/api/datasetFactsOf';
import type { ProfileFactsReply } from '../../src/shared/api/profileFactsContract';
import type { ProfileListReply } from '../../src/shared/api/profileListContract';
import { profileListEntriesOf, toProfileListEntry } from '../../src/shared/api/profileListEntries';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// What GET /v2/profiles/ carries: what a page renders, no more; the pages the browser makes
// from it are the server's own.
let t: TestApp;
let reply: ProfileListReply;
let text: string;

beforeAll(async () => {
  t = await createTestApp();
  const { authorization } = await signUp(t.app);
  const response = await asUser(t.app, authorization).get(accountEndpoints.profiles);
  text = response.body;
  reply = response.json<ProfileListReply>();
});
afterAll(() => t.close());

/** Every key of every object in a JSON value. */
function keysIn(value: unknown): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(walk);
    else if (node !== null && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        keys.add(key);
        walk(child);
      }
    }
  };
  walk(value);
  return keys;
}

describe('the profile list', () => {
  it('holds none of the fields only the server reads, nor the facts the page fetches apart', () => {
    const keys = keysIn(reply);
    for (const field of ['fhir', 'import_codes', 'ucum', 'export', 'loinc', 'note', 'source']) {
      expect(keys.has(field), field).toBe(false);
    }
    expect(text).not.toContain('LOINC Top2000');
  });

  it('sends each view inside its profile, not as a page of its own', () => {
    const ids = reply.details.profiles.map((profile) => profile.id);
    expect(ids).toContain('lab');
    expect(ids).not.toContain('blood_results');
  });

  it('gives the browser the very pages the server routes: routes, links, tabs and read paths', () => {
    const withoutFacts = ({ facts: _facts, ...page }: { facts?: unknown }) => page;
    const browsers = profileListEntriesOf(reply.details.profiles).map(withoutFacts);
    const servers = t.app.deps.profileConfigs.map(toProfileListEntry).map(withoutFacts);
    expect(browsers).toEqual(servers);
    const bloodResults = profileListEntriesOf(reply.details.profiles).find(
      (page) => page.id === 'blood_results',
    );
    expect(bloodResults?.tabs[0]?.read).toBe('/profiles/secure/get/88/');
  });

  it('names where each profile’s facts are, and they are every LOINC code, note and source', async () => {
    const lab = reply.details.profiles.find((profile) => profile.id === 'lab')!;
    expect(lab.facts).toBeDefined();
    const facts = await asUser(t.app).get(lab.facts!.read);
    expect(facts.statusCode).toBe(200);
    expect(facts.headers.etag).toBeDefined();
    const config = t.app.deps.profileConfigs.find((profile) => profile.id === 'lab')!;
    expect(facts.json<ProfileFactsReply>().details.datasets).toEqual(datasetFactsOf(config));
    expect(lab.facts!.datasets).toEqual(config.datasets.map((dataset) => dataset.id));
    const again = await asUser(t.app).send({
      method: 'GET',
      url: lab.facts!.read,
      headers: { 'if-none-match': String(facts.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const unknown = await asUser(t.app).get('/v2/profiles/nothing/facts/');
    expect(unknown.statusCode).toBe(404);
  });
});
