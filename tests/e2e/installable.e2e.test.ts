import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { paths } from '../../src/shared/routes/paths';
import { navBarTexts } from '../../src/client/app/layout/navigationTexts';
import { aboutTexts } from '../../src/client/features/pages/aboutTexts';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';

const VITALS_ROUTE = '/vitalsprofile';
const VITALS_TITLE = 'Vitals Profile';
const UPDATE_NOTICE = 'A new version is ready — Reload';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}

/** A PNG's width and height, from its IHDR chunk; undefined for anything else. */
function pngSize(bytes: Buffer): { width: number; height: number } | undefined {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature)) return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Once the page has loaded, the app registers its worker; the first version takes the page over. */
async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function expectTheApp(page: Page, heading?: string): Promise<void> {
  await page.getByRole('navigation', { name: navBarTexts.mainNavigation }).waitFor();
  const h1 = page.getByRole('heading', { level: 1, ...(heading ? { name: heading } : {}) });
  await h1.waitFor();
}

describe('Motus installed: its manifest, and opening offline', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('links a manifest with its name, start page, colours and icons of their declared sizes', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.baseUrl}${paths.login}`);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const themeColour = await page.locator('meta[name="theme-color"]').getAttribute('content');
    const touchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    await page.close();

    const reply = await fetch(`${server.baseUrl}${href}`);
    expect(reply.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    const manifest = (await reply.json()) as Record<string, unknown> & { icons: ManifestIcon[] };
    expect(manifest).toMatchObject({
      name: 'Motus',
      short_name: 'Motus',
      description: 'Motus: track your health, fitness and rehabilitation, with your doctor.',
      start_url: paths.dashboard,
      scope: '/',
      display: 'standalone',
      theme_color: themeColour,
    });
    expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of [
      ...manifest.icons,
      { src: touchIcon!, sizes: '180x180', type: 'image/png' },
    ]) {
      const image = await fetch(`${server.baseUrl}${icon.src}`);
      expect(image.headers.get('content-type')).toBe(icon.type);
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(Buffer.from(await image.arrayBuffer()))).toEqual({ width, height });
    }

    // The worker is asked about before each use, so a new version is found on the next visit.
    const worker = await fetch(`${server.baseUrl}/sw.js`);
    expect(worker.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  describe('signed in, with the service worker', () => {
    let context: BrowserContext;
    let page: Page;

    beforeAll(async () => {
      context = await browser.newContext({ serviceWorkers: 'allow' });
      page = await context.newPage();
    });
    afterAll(async () => {
      await context.close();
    });

    it('is controlled by the worker after the dashboard and the Vitals page', async () => {
      await registerAndSignIn(page, server.baseUrl, 'Offlina');
      await waitForServiceWorkerControl(page);
      await page.goto(`${server.baseUrl}${paths.dashboard}`);
      await expectTheApp(page);
      await page.goto(`${server.baseUrl}${VITALS_ROUTE}`);
      await expectTheApp(page, VITALS_TITLE);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    });

    it('opens offline: the visited pages, a page never visited, and never an API reply', async () => {
      await context.setOffline(true);
      try {
        await page.reload();
        await expectTheApp(page, VITALS_TITLE);

        await page.goto(`${server.baseUrl}${paths.dashboard}`);
        await expectTheApp(page);
        expect(new URL(page.url()).pathname).toBe(paths.dashboard);

        // Never opened before: a kept page loads the app, which renders this address's route.
        await page.goto(`${server.baseUrl}${paths.about}`);
        await expectTheApp(page, aboutTexts.title);

        // An API call is the network's to answer, and there is none: no page in its place.
        const call = await page.evaluate(() =>
          fetch('/v2/users/me').then(
            (reply) => `answered ${reply.headers.get('content-type') ?? ''}`,
            () => 'failed',
          ),
        );
        expect(call).toBe('failed');
        await expect(page.goto(`${server.baseUrl}/v2/users/me`)).rejects.toThrow(
          /ERR_INTERNET_DISCONNECTED/,
        );
      } finally {
        await context.setOffline(false);
      }
    });
  });

  describe('a new version', () => {
    let ownServer: E2eServer;
    let clientDir: string;

    beforeAll(async () => {
      // A copy of the built client of its own, whose worker the test changes.
      clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-client-'));
      fs.cpSync(readServerEnv({}).clientDir, clientDir, { recursive: true });
      ownServer = await startE2eServer({ clientDir });
    });
    afterAll(async () => {
      await ownServer.stop();
      fs.rmSync(clientDir, { recursive: true, force: true });
    });

    it('says a new version is ready, and Reload loads the page under it', async () => {
      const context = await browser.newContext({ serviceWorkers: 'allow' });
      const page = await context.newPage();
      await registerAndSignIn(page, ownServer.baseUrl, 'Updata');
      await waitForServiceWorkerControl(page);
      const notice = page.getByRole('status').filter({ hasText: UPDATE_NOTICE });
      expect(await notice.count()).toBe(0);

      fs.appendFileSync(path.join(clientDir, 'sw.js'), '\n// the next build\n');
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await notice.waitFor();
      expect(
        await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting),
      ).not.toBeNull();

      // A mark the reload wipes out: the page did reload, and only once Reload was pressed.
      await page.evaluate(() => Object.assign(window, { beforeUpdate: true }));
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: 'Reload' }).click();
      await reloaded;
      await expectTheApp(page);
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          marked: 'beforeUpdate' in window,
          waiting: registration?.waiting ?? null,
          controlledByActive:
            navigator.serviceWorker.controller !== null &&
            registration?.active?.state === 'activated',
        };
      });
      expect(after).toEqual({ marked: false, waiting: null, controlledByActive: true });
      expect(await notice.count()).toBe(0);
      await context.close();
    });
  });
});
