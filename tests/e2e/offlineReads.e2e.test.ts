import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { addReadingThroughDialog, sampleValue } from './support/profileDialog';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

const today = DateTime.local().toFormat('yyyy-MM-dd');
const BANNER = /^Offline — showing what Motus had at (\d\d:\d\d)$/;

/** The keys of the replies kept on the device, as the page's own IndexedDB has them. */
function keptKeys(page: Page): Promise<string[]> {
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('motus-kept-reads');
        open.onerror = () => reject(open.error ?? new Error('open failed'));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains('replies')) {
            db.close();
            resolve([]);
            return;
          }
          const keys = db.transaction('replies').objectStore('replies').getAllKeys();
          keys.onsuccess = () => {
            db.close();
            resolve(keys.result.map(String));
          };
          keys.onerror = () => reject(keys.error ?? new Error('read failed'));
        };
      }),
  );
}

/** A minute as the banner reads it (HH:mm), compared as minutes of the day. */
function minuteOf(text: string): number {
  const [hours, minutes] = text.split(':').map(Number);
  return hours! * 60 + minutes!;
}

// docs/product.md#working-offline end to end, with no service worker: what a person has read stays on
// the device and answers when the network is gone; pin-gated reads never do; signing out
// forgets it all.
describe('kept reads in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: E2eAccount;
  let vitals: ProfileConfig;
  let medical: ProfileConfig;

  beforeAll(async () => {
    server = await startE2eServer();
    const configs = await loadProfileConfigs('profile-configs');
    vitals = configs.find((config) => config.id === 'vitals')!;
    medical = configs.find((config) => config.id === 'medical')!;
    browser = await launchChromium();
    context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    account = await registerAndSignIn(page, server.baseUrl, 'Orla');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('shows the visited Vitals page and its reading with no network, and says how old it is', async () => {
    const tab = chartTabsOf(vitals).find((candidate) => candidate.label === vitals.default_tab)!;
    const dataset = vitals.datasets.find((candidate) => candidate.id === tab.dataset)!;
    const values = Object.fromEntries(
      dataset.structure.elements.map((element) => [element.name, sampleValue(element)]),
    );
    const readFrom = DateTime.local().startOf('minute');
    await page.goto(`${server.baseUrl}${vitals.route}`);
    await page.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
    await addReadingThroughDialog(page, vitals, dataset, today, values);
    await toastWith(page, vitals.messages.added).waitFor();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
    await page.getByRole('tabpanel').getByRole('img').first().waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('link', { name: vitals.title }).first().waitFor();
    // Keeping happens after each reply: wait until the device holds the Vitals read.
    await page.waitForFunction(
      (read) =>
        new Promise<boolean>((resolve) => {
          const open = indexedDB.open('motus-kept-reads');
          open.onsuccess = () => {
            const keys = open.result.transaction('replies').objectStore('replies').getAllKeys();
            keys.onsuccess = () => {
              open.result.close();
              resolve(keys.result.some((key) => typeof key === 'string' && key.includes(read)));
            };
          };
          open.onerror = () => resolve(false);
        }),
      tab.read,
    );

    // A second tab, opened on a page that reads nothing of Vitals: its memory holds none of
    // them, so whatever it shows of Vitals offline comes from the device.
    const second = await context.newPage();
    await second.goto(`${server.baseUrl}/about`);
    await second.getByRole('heading', { level: 1 }).first().waitFor();
    await context.setOffline(true);
    try {
      await second.getByRole('link', { name: 'Dashboard' }).first().click();
      await second.getByRole('link', { name: vitals.title }).first().click();
      await second.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
      const panel = second.getByRole('tabpanel');
      await panel.getByRole('img').first().waitFor();
      await panel.locator('summary', { hasText: /as a table/ }).click();
      const rows = panel.getByRole('table', { name: `${tab.label} readings` }).locator('tbody tr');
      await expect(rows.count()).resolves.toBe(1);
      await expect(rows.first().locator('th, td').first().textContent()).resolves.toMatch(
        new RegExp(`^${today} \\d{2}:\\d{2}$`),
      );

      const banner = second.getByRole('status').filter({ hasText: 'Offline' });
      await banner.waitFor();
      const shown = BANNER.exec((await banner.textContent()) ?? '')?.[1];
      expect(shown).toBeDefined();
      // The oldest reply on screen was received while Vitals was read online, after sign-in.
      expect(minuteOf(shown!)).toBeGreaterThanOrEqual(minuteOf(readFrom.toFormat('HH:mm')));
      expect(minuteOf(shown!)).toBeLessThanOrEqual(minuteOf(DateTime.local().toFormat('HH:mm')));

      // The network returns: the page reads again, and what it shows is the server's.
      await context.setOffline(false);
      await banner.waitFor({ state: 'detached' });
    } finally {
      await context.setOffline(false);
      await second.close();
    }
  });

  it('keeps nothing of the Medical profile read with the pin, and forgets everything at sign-out', async () => {
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('button', { name: 'GENERATE SECURITY PIN' }).click();
    await toastWith(page, 'Successfully Generated Pin!').waitFor();
    const mails = (await server.outbox()).filter((mail) => mail.to === account.email);
    const pin = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    expect(pin).toBeDefined();

    await page.goto(`${server.baseUrl}${medical.route}`);
    const gate = page.locator('dialog[open]');
    await gate.getByRole('heading', { name: 'Enter Security Pin' }).waitFor();
    await gate.getByLabel('Security Pin', { exact: true }).fill(pin!);
    await gate.getByRole('button', { name: 'Enter' }).click();
    await page.getByRole('heading', { level: 3, name: 'Allergy Data' }).waitFor();
    // A plain read made after the medical one: once it is kept, the medical one would be too.
    await page.getByRole('link', { name: 'Dashboard' }).first().click();
    await page.getByRole('link', { name: vitals.title }).first().waitFor();
    await page.waitForTimeout(500);

    const keys = await keptKeys(page);
    expect(keys.length).toBeGreaterThan(0);
    const medicalReads = medical.tabs.map((tab) => tab.read);
    expect(keys.filter((key) => medicalReads.some((read) => key.includes(read)))).toEqual([]);
    expect(keys.filter((key) => key.includes('secure_pin') || key.includes(pin!))).toEqual([]);

    await page.getByRole('button', { name: 'Logout' }).first().click();
    await page.waitForURL('**/login');
    await expect.poll(() => keptKeys(page), { timeout: 5_000 }).toEqual([]);
  });
});
