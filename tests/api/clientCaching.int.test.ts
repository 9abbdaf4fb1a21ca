import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILT_PAGES_FILE, type BuiltPages } from '../../src/shared/routes/builtPages';
import { HASHED_ASSETS_DIR } from '../../src/shared/routes/hashedAssets';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

describe('the built client, as a browser caches it', () => {
  let t: TestApp;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
    const app = '<div id="root"></div>';
    fs.writeFileSync(path.join(clientDir, 'index.html'), app);
    const pages: BuiltPages = { app, profilePage: app, byPath: {} };
    fs.writeFileSync(path.join(clientDir, BUILT_PAGES_FILE), JSON.stringify(pages));
    fs.mkdirSync(path.join(clientDir, HASHED_ASSETS_DIR));
    fs.writeFileSync(path.join(clientDir, HASHED_ASSETS_DIR, 'index-D1a2b3c4.js'), 'export {};');
    fs.mkdirSync(path.join(clientDir, 'images'));
    fs.writeFileSync(path.join(clientDir, 'images', 'logo.svg'), '<svg/>');
    t = await createTestApp({ clientDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('keeps hashed assets for a year without asking again', async () => {
    const reply = await asUser(t.app).get(`/${HASHED_ASSETS_DIR}/index-D1a2b3c4.js`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('asks again about pages and fixed-name files, and answers 304 while they are unchanged', async () => {
    for (const url of ['/dashboard', '/', '/images/logo.svg']) {
      const first = await asUser(t.app).get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe('no-cache');
      const etag = first.headers.etag;
      expect(etag, url).toBeTruthy();
      const again = await asUser(t.app).send({
        method: 'GET',
        url,
        headers: { 'if-none-match': String(etag) },
      });
      expect(again.statusCode, url).toBe(304);
    }
  });

  it('answers a missing asset with 404, not with the app page', async () => {
    const reply = await asUser(t.app).get(`/${HASHED_ASSETS_DIR}/gone-0000.js`);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ status: 'error' });
  });
});
