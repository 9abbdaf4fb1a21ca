import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { AUTH_SCHEME, accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../src/shared/profile-config/datasetSchema';
import type { ProfileTab } from '../../src/shared/profile-config/tabSchema';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { addReadingThroughDialog, sampleValue } from './support/profileDialog';
import { registerAccount, signInThroughPage, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

const today = DateTime.local().toFormat('yyyy-MM-dd');
const KEPT_ON_DEVICE = 'Saved on this device. It will be sent when Motus is online.';
const waitingCount = (count: number) => `${count} waiting to be sent`;

/** A session of the person's own, through the API, to read what the server holds. */
async function apiToken(baseUrl: string, account: E2eAccount): Promise<string> {
  const reply = await fetch(`${baseUrl}${accountEndpoints.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const body = (await reply.json()) as { details: { token: string } };
  return body.details.token;
}

/** The readings the server holds in the tab for today, as the person's own read gives them. */
async function storedReadings(
  baseUrl: string,
  token: string,
  tab: ProfileTab,
): Promise<Record<string, unknown>[]> {
  const reply = await fetch(`${baseUrl}${tab.read}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `${AUTH_SCHEME} ${token}` },
    body: JSON.stringify({ date_from: today, date_to: today }),
  });
  const body = (await reply.json()) as Record<string, unknown>;
  const listed = body[tab.list];
  return Array.isArray(listed) ? (listed as Record<string, unknown>[]) : [];
}

/** Whether the device holds a kept reply of this read (the page's own IndexedDB). */
function deviceKeeps(page: Page, read: string): Promise<unknown> {
  return page.waitForFunction(
    (path) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('motus-kept-reads');
        open.onsuccess = () => {
          if (!open.result.objectStoreNames.contains('replies')) return resolve(false);
          const keys = open.result.transaction('replies').objectStore('replies').getAllKeys();
          keys.onsuccess = () => {
            open.result.close();
            resolve(keys.result.some((key) => typeof key === 'string' && key.includes(path)));
          };
        };
        open.onerror = () => resolve(false);
      }),
    read,
  );
}

// docs/product.md#working-offline end to end, with the service worker on: Motus opens with no
// network, a reading written offline waits on the device marked as such, and it reaches the
// server exactly once, through reloads, a closed page and an ended session, and only as the
// person who wrote it.
describe('writing with no network, in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: E2eAccount;
  let token: string;
  let vitals: ProfileConfig;
  let tab: ProfileTab;
  let dataset: ProfileDataset;
  /** A reading of the tab's dataset whose first value tells it apart from the others. */
  let reading: (marker: number) => Record<string, number>;
  const markerOf = (record: Record<string, unknown>) => record[dataset.structure.elements[0]!.name];

  beforeAll(async () => {
    server = await startE2eServer();
    const configs = await loadProfileConfigs('profile-configs');
    vitals = configs.find((config) => config.id === 'vitals')!;
    tab = chartTabsOf(vitals).find((candidate) => candidate.label === vitals.default_tab)!;
    dataset = vitals.datasets.find((candidate) => candidate.id === tab.dataset)!;
    const [first, ...rest] = dataset.structure.elements;
    reading = (marker) => ({
      [first!.name]: marker,
      ...Object.fromEntries(rest.map((element) => [element.name, sampleValue(element)])),
    });
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'allow',
    });
    page = await context.newPage();
    account = await registerAccount(server.baseUrl, 'Niamh');
    await signInThroughPage(page, server.baseUrl, account);
    token = await apiToken(server.baseUrl, account);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const markersStored = async () =>
    (await storedReadings(server.baseUrl, token, tab)).map(markerOf).sort();
  const openVitals = async (on: Page) => {
    await on.goto(`${server.baseUrl}${vitals.route}`);
    await on.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
  };
  const waitingLink = (on: Page) => on.getByRole('link', { name: /waiting to be sent$/ });

  it('reopens the visited Vitals page offline with its chart and the banner, and sends a reading written there once', async () => {
    await openVitals(page);
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await addReadingThroughDialog(page, vitals, dataset, today, reading(61));
    await toastWith(page, vitals.messages.added).waitFor();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').getByRole('img').first().waitFor();
    await deviceKeeps(page, tab.read);

    await context.setOffline(true);
    try {
      await page.reload();
      await page.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
      await page.getByRole('tabpanel').getByRole('img').first().waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: /^Offline — showing what Motus had at \d\d:\d\d$/ })
        .waitFor();

      await addReadingThroughDialog(page, vitals, dataset, today, reading(62));
      await toastWith(page, KEPT_ON_DEVICE).waitFor();
      await page.locator('dialog[open]').waitFor({ state: 'detached' });
      const waiting = page.getByRole('list', { name: 'Waiting to be sent' }).getByRole('listitem');
      await expect(waiting.count()).resolves.toBe(1);
      await expect(waiting.first().textContent()).resolves.toContain('Waiting to be sent');
      await expect(waitingLink(page).textContent()).resolves.toBe(waitingCount(1));
      expect(await markersStored()).toEqual([61]);
    } finally {
      await context.setOffline(false);
    }

    await waitingLink(page).waitFor({ state: 'detached', timeout: 20_000 });
    await expect.poll(markersStored).toEqual([61, 62]);
    await page.waitForTimeout(1_000);
    expect(await markersStored()).toEqual([61, 62]);
  });

  it('keeps a reading through a reload and a closed page, and sends it once when Motus opens again', async () => {
    await openVitals(page);
    await context.setOffline(true);
    try {
      await addReadingThroughDialog(page, vitals, dataset, today, reading(63));
      await toastWith(page, KEPT_ON_DEVICE).waitFor();
      await page.reload();
      await page.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
      await expect(waitingLink(page).textContent()).resolves.toBe(waitingCount(1));
      await page.close();
    } finally {
      await context.setOffline(false);
    }
    expect(await markersStored()).toEqual([61, 62]);

    page = await context.newPage();
    await openVitals(page);
    await expect.poll(markersStored, { timeout: 20_000 }).toEqual([61, 62, 63]);
    await waitingLink(page).waitFor({ state: 'detached' });
    await page.waitForTimeout(1_000);
    expect(await markersStored()).toEqual([61, 62, 63]);
  });

  it('keeps the queue of a session that ended offline for the same person: another never sends or sees it', async () => {
    await openVitals(page);
    // The page's own session, as its calls carry it, to end it on the server meanwhile.
    const sent = page.waitForRequest((request) =>
      Boolean(request.headers()['authorization']?.startsWith(AUTH_SCHEME)),
    );
    await page.reload();
    const pageAuthorization = (await sent).headers()['authorization']!;

    await context.setOffline(true);
    try {
      await addReadingThroughDialog(page, vitals, dataset, today, reading(64));
      await toastWith(page, KEPT_ON_DEVICE).waitFor();
      const ended = await fetch(`${server.baseUrl}${accountEndpoints.logout}`, {
        method: 'POST',
        headers: { authorization: pageAuthorization },
      });
      expect(ended.ok).toBe(true);
    } finally {
      await context.setOffline(false);
    }

    // Back online, the write is refused with the ended session: the person is signed out.
    await page.waitForURL('**/login', { timeout: 20_000 });
    expect(await markersStored()).toEqual([61, 62, 63]);

    const other = await registerAccount(server.baseUrl, 'Ciaran');
    await signInThroughPage(page, server.baseUrl, other, { onLoginPage: true });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForTimeout(2_000);
    expect(await waitingLink(page).count()).toBe(0);
    const othersToken = await apiToken(server.baseUrl, other);
    expect(await storedReadings(server.baseUrl, othersToken, tab)).toEqual([]);
    expect(await markersStored()).toEqual([61, 62, 63]);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/login');
    await signInThroughPage(page, server.baseUrl, account, { onLoginPage: true });
    await expect.poll(markersStored, { timeout: 20_000 }).toEqual([61, 62, 63, 64]);
    await waitingLink(page).waitFor({ state: 'detached' });
  });
});
