import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCallEnv } from '../../src/server/config/callEnv';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { careTeamPaths } from '../../src/shared/api/careTeamParameters';
import { workoutPaths } from '../../src/shared/api/workoutContract';
import { BUILT_PAGES_FILE, type BuiltPages } from '../../src/shared/routes/builtPages';
import { HASHED_ASSETS_DIR } from '../../src/shared/routes/hashedAssets';
import { signUp } from '../support/signUp';
import { createTestApp, type TestApp } from '../support/testApp';
import { asUser } from '../support/asUser';

// A built client as the build writes it: index.html loads its entry by address; a
// prerendered page carries its first screen's stylesheet inline.
const FIRST_SCREEN_CSS = '.auth-screen{color:#123}';
const ENTRY = `/${HASHED_ASSETS_DIR}/index-D1a2b3c4.js`;

function writeBuiltClient(clientDir: string): void {
  fs.mkdirSync(path.join(clientDir, HASHED_ASSETS_DIR), { recursive: true });
  const app = `<!doctype html><html><head><script type="module" crossorigin src="${ENTRY}"></script></head><body><div id="root"></div></body></html>`;
  fs.writeFileSync(path.join(clientDir, 'index.html'), app);
  fs.writeFileSync(path.join(clientDir, ENTRY), 'export {};');
  const pages: BuiltPages = {
    app,
    profilePage: app,
    byPath: {
      '/login': `<!doctype html><html><head><script type="module" crossorigin src="${ENTRY}"></script><style>${FIRST_SCREEN_CSS}</style></head><body><div id="root"><form></form></div></body></html>`,
    },
  };
  fs.writeFileSync(path.join(clientDir, BUILT_PAGES_FILE), JSON.stringify(pages));
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** The policy's directives by name, each with its sources. */
function directivesOf(reply: LightMyRequestResponse): Map<string, string[]> {
  const header = reply.headers['content-security-policy'];
  expect(typeof header, 'a Content-Security-Policy header').toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .map(([name = '', ...sources]) => [name, sources]),
  );
}

const expectedPolicy = (extra: { connect?: string[]; https?: boolean; videoSdk?: boolean }) =>
  new Map<string, string[]>([
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...(extra.videoSdk ? ["'wasm-unsafe-eval'"] : [])]],
    ['script-src-attr', ["'none'"]],
    ['style-src', ["'self'", sha256(FIRST_SCREEN_CSS)]],
    ['style-src-attr', ["'none'"]],
    ['img-src', ["'self'", 'data:']],
    ['font-src', ["'self'"]],
    ['media-src', ["'self'"]],
    ['connect-src', ["'self'", ...(extra.connect ?? [])]],
    ['worker-src', ["'self'", ...(extra.videoSdk ? ['blob:'] : [])]],
    ['frame-src', ['https://www.youtube-nocookie.com']],
    ['frame-ancestors', ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ...(extra.https ? [['upgrade-insecure-requests', []] as [string, string[]]] : []),
  ]);

/** The headers every reply carries, whatever it is. */
function expectSecurityHeaders(reply: LightMyRequestResponse, label: string): void {
  expect(reply.headers['x-frame-options'], label).toBe('DENY');
  expect(reply.headers['x-content-type-options'], label).toBe('nosniff');
  expect(reply.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(reply.headers['permissions-policy'], label).toBe(
    'camera=(self), microphone=(self), display-capture=(self), geolocation=(), payment=(), usb=()',
  );
  expect(reply.headers['cross-origin-opener-policy'], label).toBe('same-origin');
  const scriptSources = directivesOf(reply).get('script-src') ?? [];
  expect(scriptSources, label).not.toContain("'unsafe-inline'");
  expect(scriptSources, label).not.toContain("'unsafe-eval'");
}

describe('security headers over plain HTTP', () => {
  let t: TestApp;
  let clientDir: string;
  let authorization: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
    writeBuiltClient(clientDir);
    t = await createTestApp({ clientDir, publicUrl: 'http://motus.test' });
    authorization = (await signUp(t.app)).authorization;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  /** Every kind of reply, with the caching each must keep. */
  const replies = () => [
    { label: 'the app page at /', request: { url: '/' }, status: 200, cache: 'no-cache' },
    { label: 'a prerendered page', request: { url: '/login' }, status: 200, cache: 'no-cache' },
    {
      label: "a signed-in page's HTML",
      request: { url: '/dashboard' },
      status: 200,
      cache: 'no-cache',
    },
    {
      label: 'a hashed asset',
      request: { url: ENTRY },
      status: 200,
      cache: 'public, max-age=31536000, immutable',
    },
    {
      label: 'a signed-in API reply',
      request: { url: careTeamPaths.accessLog },
      signedIn: true,
      status: 200,
      cache: 'no-store',
    },
    {
      label: 'the profile list, kept for the person and asked about again',
      request: { url: accountEndpoints.profiles },
      signedIn: true,
      status: 200,
      cache: 'private, no-cache',
    },
    {
      label: 'a public API reply',
      request: { url: accountEndpoints.profileRoutes },
      status: 200,
      cache: 'no-store',
    },
    {
      label: 'a public image the library keeps',
      request: { url: workoutPaths.exerciseAnimation(1) },
      status: 200,
      cache: 'public, max-age=86400',
    },
    {
      label: 'a refused body (400)',
      request: { method: 'POST' as const, url: accountEndpoints.login, body: {} },
      status: 400,
      cache: 'no-store',
    },
    {
      label: 'no session (401)',
      request: { url: accountEndpoints.profiles },
      status: 401,
      cache: 'no-store',
    },
    {
      label: 'a missing asset (404)',
      request: { url: `/${HASHED_ASSETS_DIR}/gone-0000.js` },
      status: 404,
      cache: 'no-store',
    },
    {
      label: 'no such address (404)',
      request: { method: 'DELETE' as const, url: '/nowhere' },
      status: 404,
      cache: 'no-store',
    },
  ];

  it('puts the policy and the other headers on every kind of reply', async () => {
    for (const { label, request, signedIn, status, cache } of replies()) {
      const reply = await asUser(t.app, signedIn ? authorization : undefined).send({
        method: 'GET',
        ...request,
      });
      expect(reply.statusCode, label).toBe(status);
      expectSecurityHeaders(reply, label);
      expect(directivesOf(reply), label).toEqual(expectedPolicy({ connect: ['ws://motus.test'] }));
      expect(reply.headers['cache-control'], label).toBe(cache);
      expect(reply.headers['strict-transport-security'], label).toBeUndefined();
    }
  });

  it('allows the prerendered page its own inline stylesheet, by the hash of what it sends', async () => {
    const page = await asUser(t.app).get('/login');
    expect(page.body).toContain(`<style>${FIRST_SCREEN_CSS}</style>`);
    expect(directivesOf(page).get('style-src')).toContain(sha256(FIRST_SCREEN_CSS));
  });

  it('leaves a revalidation (304) of a page as the page was sent', async () => {
    const first = await asUser(t.app).get('/dashboard');
    const again = await asUser(t.app).send({
      method: 'GET',
      url: '/dashboard',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('no-cache');
    expectSecurityHeaders(again, '304');
  });
});

describe('security headers over HTTPS, with calls on VideoSDK', () => {
  let t: TestApp;
  let clientDir: string;
  let authorization: string;
  beforeAll(async () => {
    clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
    writeBuiltClient(clientDir);
    t = await createTestApp({
      clientDir,
      publicUrl: 'https://motus.example.org',
      calls: readCallEnv({ VIDEOSDK_API_KEY: 'key', VIDEOSDK_SECRET: 'secret' }),
    });
    authorization = (await signUp(t.app)).authorization;
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(clientDir, { recursive: true, force: true });
  });

  it('asks browsers to keep to HTTPS, and lets calls reach VideoSDK', async () => {
    for (const { url, signedIn } of [
      { url: '/' },
      { url: '/login' },
      { url: ENTRY },
      { url: accountEndpoints.profiles, signedIn: true },
      { url: accountEndpoints.profiles },
    ]) {
      const reply = await asUser(t.app, signedIn ? authorization : undefined).get(url);
      expectSecurityHeaders(reply, url);
      expect(reply.headers['strict-transport-security'], url).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect(directivesOf(reply), url).toEqual(
        expectedPolicy({
          connect: ['wss://motus.example.org', 'https://*.videosdk.live', 'wss://*.videosdk.live'],
          https: true,
          videoSdk: true,
        }),
      );
    }
  });

  // Last in this file's app: its sessions table is gone afterwards.
  it('puts them on a reply that failed on the server (500) too', async () => {
    // A session not yet used: the server has none of it kept, so it must ask the database.
    const fresh = (await signUp(t.app, 'Fresh')).authorization;
    await sql`drop table sessions cascade`.execute(t.database.db);
    const reply = await asUser(t.app, fresh).get(accountEndpoints.profiles);
    expect(reply.statusCode).toBe(500);
    expectSecurityHeaders(reply, '500');
    expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(reply.headers['cache-control']).toBe('no-store');
  });
});
