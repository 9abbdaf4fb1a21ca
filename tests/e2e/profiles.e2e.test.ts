import path from 'node:path';
import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { chartTabsOf } from '../../src/shared/profile-config/profileTabKinds';
import { engineStateTexts } from '../../src/client/engine/engineTexts';
import { dashboardTexts } from '../../src/client/features/dashboard/dashboardTexts';
import { HASHED_ASSETS_DIR } from '../../src/shared/routes/hashedAssets';
import { profilePage } from '../../src/client/prerender/pagesWithOwnHtml';
import { readManifest, staticAssets } from '../../scripts/build/viteManifest';
import { paths } from '../../src/shared/routes/paths';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { holdRequests } from './support/holdRequests';
import { addReadingThroughDialog, fieldLabel, sampleValue } from './support/profileDialog';
import { registerAndSignIn } from './support/signIn';
import { toastWith } from './support/toasts';

const today = DateTime.local().toFormat('yyyy-MM-dd');
const display = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The rows of the active tab's readings table, each as its cells' text. */
async function tableRows(page: Page, tabLabel: string): Promise<string[][]> {
  const panel = page.getByRole('tabpanel');
  const summary = panel.locator('summary', { hasText: /as a table/ });
  await summary.waitFor();
  const details = panel.locator('details.readings-table');
  if ((await details.getAttribute('open')) === null) await summary.click();
  const table = panel.getByRole('table', { name: `${tabLabel} readings` });
  // The rows are made when the disclosure opens.
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    );
}

/**
 * Opens a page with the app's entry held back until the page's own chunk (its name before the
 * hash) has been asked for: whatever is asked for meanwhile was named by the page's HTML.
 */
async function openWithEntryHeld(page: Page, url: string, pageChunk: string): Promise<void> {
  const releaseEntry = await holdRequests(page, '**/assets/index-*.js');
  const pageCodeAsked = page.waitForRequest(`**/assets/${pageChunk}-*.js`, { timeout: 5_000 });
  await page.goto(url, { waitUntil: 'commit' });
  await pageCodeAsked;
  releaseEntry();
}

function defaultTab(config: ProfileConfig) {
  const tabs = chartTabsOf(config);
  return tabs.find((tab) => tab.label === config.default_tab) ?? tabs[0]!;
}

/** When a page's loading state was added, and when it began to show (performance.now()). */
interface PageLoadingState {
  added: number;
  showing?: number;
}

describe('the six chart profiles in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let configs: ProfileConfig[];

  beforeAll(async () => {
    server = await startE2eServer();
    configs = await loadProfileConfigs('profile-configs');
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerAndSignIn(page, server.baseUrl, 'Chris');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it.each(['activity', 'fitness', 'conditioning', 'body', 'pain', 'vitals'])(
    'adds a %s reading and sees it on the chart of its tab',
    async (id) => {
      const config = configs.find((candidate) => candidate.id === id)!;
      const tab = defaultTab(config);
      const dataset = config.datasets.find((candidate) => candidate.id === tab.dataset)!;
      await page.goto(`${server.baseUrl}${config.route}`);
      await page.getByRole('heading', { level: 1, name: config.title }).waitFor();
      await expect(
        page.getByRole('tab', { name: tab.label, exact: true }).getAttribute('aria-selected'),
      ).resolves.toBe('true');

      const values = Object.fromEntries(
        dataset.structure.elements.map((element) => [element.name, sampleValue(element)]),
      );
      await addReadingThroughDialog(page, config, dataset, today, values);
      await toastWith(page, config.messages.added).waitFor();
      await page.locator('dialog[open]').waitFor({ state: 'detached' });

      await page.getByRole('tabpanel').getByRole('img').first().waitFor();
      const rows = await tableRows(page, tab.label);
      expect(rows).toHaveLength(1);
      expect(rows[0]![0]).toMatch(new RegExp(`^${today} \\d{2}:\\d{2}$`));
      // A value outside its series' typical interval is flagged in its cell, as on a lab report.
      expect(rows[0]!.slice(1)).toEqual(
        tab.series.map((series) => {
          const value = values[series.field]!;
          const band = series.reference ?? tab.reference;
          const flag =
            band?.high !== undefined && value > band.high
              ? ' Habove the reference range'
              : band?.low !== undefined && value < band.low
                ? ' Lbelow the reference range'
                : '';
          return `${display.format(value)}${flag}`;
        }),
      );

      // Hovering the chart names the reading, with its time.
      await page.getByRole('tabpanel').getByTestId('chart-hover-mesh').first().hover();
      const tooltip = page.locator('.chart-tooltip');
      await tooltip.waitFor();
      expect(await tooltip.textContent()).toContain(today);
      await page.mouse.move(0, 0);
      await tooltip.waitFor({ state: 'detached' });
    },
  );

  it('follows the date range: This Year, a custom range and This Month', async () => {
    // A user of its own, so the readings of the other tests do not count here.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const own = await context.newPage();
    await registerAndSignIn(own, server.baseUrl, 'Rangey');
    const pain = configs.find((config) => config.id === 'pain')!;
    const tab = defaultTab(pain);
    const dataset = pain.datasets.find((candidate) => candidate.id === tab.dataset)!;
    const reading = (value: number) =>
      Object.fromEntries(dataset.structure.elements.map((element) => [element.name, value]));
    await own.goto(`${server.baseUrl}${pain.route}`);
    await own.getByRole('heading', { level: 1, name: pain.title }).waitFor();
    const lastYear = DateTime.local().minus({ years: 1 }).set({ month: 6, day: 15 });
    await addReadingThroughDialog(own, pain, dataset, lastYear.toFormat('yyyy-MM-dd'), reading(9));
    await toastWith(own, pain.messages.added).waitFor();
    await addReadingThroughDialog(own, pain, dataset, today, reading(2));
    await toastWith(own, pain.messages.added).waitFor();

    const cells = async () => (await tableRows(own, tab.label)).map((row) => row.slice(1));
    // This Year (the default) holds today's reading only.
    await expect.poll(cells).toEqual([['2', '2', '2']]);

    await own
      .getByLabel('From', { exact: true })
      .fill(lastYear.startOf('month').toFormat('yyyy-MM-dd'));
    await own
      .getByLabel('To', { exact: true })
      .fill(lastYear.endOf('month').toFormat('yyyy-MM-dd'));
    await own.getByRole('button', { name: 'Customize Date Range' }).click();
    await expect.poll(cells).toEqual([['9', '9', '9']]);

    await own.getByRole('button', { name: 'This Month' }).click();
    await expect.poll(cells).toEqual([['2', '2', '2']]);

    await own
      .getByLabel('From', { exact: true })
      .fill(lastYear.minus({ days: 1 }).toFormat('yyyy-MM-dd'));
    await own.getByLabel('To', { exact: true }).fill(today);
    await own.getByRole('button', { name: 'Customize Date Range' }).click();
    await expect.poll(cells).toEqual([
      ['2', '2', '2'],
      ['9', '9', '9'],
    ]);
    await context.close();
  });

  it('refuses an add without a date and sends nothing', async () => {
    const vitals = configs.find((config) => config.id === 'vitals')!;
    await page.goto(`${server.baseUrl}${vitals.route}`);
    await page.getByRole('button', { name: vitals.add_button_label }).click();
    const dialog = page.locator('dialog[open]');
    let writes = 0;
    page.on('request', (request) => {
      if (
        request.method() === 'POST' &&
        !request.url().includes('get') &&
        !request.url().includes('range')
      ) {
        writes += 1;
      }
    });
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await toastWith(page, 'Please provide a date!').waitFor();
    expect(writes).toBe(0);
    await expect(dialog.isVisible()).resolves.toBe(true);
  });

  it("shows a page's loading state only once its code has been on its way half a second", async () => {
    const vitals = configs.find((config) => config.id === 'vitals')!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const slow = await context.newPage();
    await registerAndSignIn(slow, server.baseUrl, 'Sol');
    // Each page loading state as it is added, and as it begins to show (its animation's start).
    await slow.addInitScript(() => {
      const states: PageLoadingState[] = [];
      Object.assign(window, { pageLoadingStates: states });
      const added = new Map<Element, PageLoadingState>();
      new MutationObserver(() => {
        for (const element of document.querySelectorAll('.state--page-loading')) {
          if (added.has(element)) continue;
          const entry = { added: performance.now() };
          added.set(element, entry);
          states.push(entry);
        }
      }).observe(document, { childList: true, subtree: true });
      document.addEventListener('animationstart', (event) => {
        const entry = event.target instanceof Element ? added.get(event.target) : undefined;
        if (entry && event.animationName === 'busy-indicator-show')
          entry.showing ??= performance.now();
      });
    });
    await slow.route('**/assets/ProfileRoutePage-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      await route.continue();
    });
    await slow.goto(`${server.baseUrl}${vitals.route}`);
    await slow.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
    const states = await slow.evaluate(
      () => (window as unknown as { pageLoadingStates: PageLoadingState[] }).pageLoadingStates,
    );
    // The code took 1.5 s: a loading state showed, and not before half a second had passed.
    const shown = states.filter((state) => state.showing !== undefined);
    expect(shown.length).toBeGreaterThan(0);
    for (const state of shown) expect(state.showing! - state.added).toBeGreaterThanOrEqual(480);
    await context.close();
  });

  it("asks for a profile page's code with its HTML, before the app's entry has run", async () => {
    const vitals = configs.find((config) => config.id === 'vitals')!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const held = await context.newPage();
    await registerAndSignIn(held, server.baseUrl, 'Noor');
    await openWithEntryHeld(held, `${server.baseUrl}${vitals.route}`, 'ProfileRoutePage');
    await held.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
    // A new account's chart: its empty state, once the readings have been asked for.
    await held.getByRole('tabpanel').getByText(engineStateTexts.emptyChart).waitFor();
    // The app's own preload found the page's stylesheets linked, and did not link them again.
    const { styles } = staticAssets(readManifest(path.resolve('dist/client')), profilePage.modules);
    expect(styles.size).toBeGreaterThan(0);
    for (const style of styles) {
      const linked = await held.locator(`link[rel="stylesheet"][href$="/${style}"]`).count();
      expect(linked, style).toBe(1);
    }
    // Each page's HTML preloads its own code: the dashboard's its own, Edit Profile's none.
    const preloads = (html: string, chunk: string) =>
      html.includes(`<link rel="modulepreload" crossorigin href="/${HASHED_ASSETS_DIR}/${chunk}-`);
    const profileHtml = await (await fetch(`${server.baseUrl}${vitals.route}`)).text();
    expect(preloads(profileHtml, 'ProfileRoutePage')).toBe(true);
    const dashboard = await (await fetch(`${server.baseUrl}${paths.dashboard}`)).text();
    expect(preloads(dashboard, 'ProfileRoutePage')).toBe(false);
    expect(preloads(dashboard, 'DashboardRoute')).toBe(true);
    const editProfile = await (await fetch(`${server.baseUrl}${paths.profile}`)).text();
    expect(
      preloads(editProfile, 'DashboardRoute') || preloads(editProfile, 'ProfileRoutePage'),
    ).toBe(false);
    await context.close();
  });

  it("asks for the dashboard's code with its HTML, and draws it and its year summary", async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const held = await context.newPage();
    await registerAndSignIn(held, server.baseUrl, 'Ines');
    await openWithEntryHeld(held, `${server.baseUrl}${paths.dashboard}`, 'DashboardRoute');
    await held.getByText(/^Hi, Ines\./).waitFor();
    // A new account's year: the summary has been asked for and answered, nothing recorded yet.
    await held
      .getByRole('region', { name: dashboardTexts.glanceTitle })
      .getByText(dashboardTexts.nothingThisYearHint)
      .first()
      .waitFor();
    await context.close();
  });

  it("starts ICU in a worker whose script is the build's own file, not a blob", async () => {
    const vitals = configs.find((config) => config.id === 'vitals')!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const fresh = await context.newPage();
    await registerAndSignIn(fresh, server.baseUrl, 'Ana');
    const workerScript = fresh.waitForResponse('**/assets/intlWorker-*.js', { timeout: 5_000 });
    await fresh.goto(`${server.baseUrl}${vitals.route}`);
    const response = await workerScript;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('javascript');
    await fresh.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
    await context.close();
  });

  it('draws a profile page from the list the browser kept, then asks the server whether it changed', async () => {
    const vitals = configs.find((config) => config.id === 'vitals')!;
    // A context of its own: routing requests (holdRequests) turns the browser's cache off.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const again = await context.newPage();
    await registerAndSignIn(again, server.baseUrl, 'Ines');
    await again.goto(`${server.baseUrl}${vitals.route}`);
    await again.getByRole('heading', { level: 1, name: vitals.title }).waitFor();

    // What crossed the network, as Chromium's DevTools protocol tells it.
    const cdp = await context.newCDPSession(again);
    await cdp.send('Network.enable');
    const listRequests = new Set<string>();
    const fromCache: string[] = [];
    const statuses: number[] = [];
    cdp.on('Network.responseReceived', ({ requestId, response }) => {
      if (new URL(response.url).pathname !== accountEndpoints.profiles) return;
      listRequests.add(requestId);
      if (response.fromDiskCache || response.fromPrefetchCache) fromCache.push(requestId);
    });
    cdp.on('Network.responseReceivedExtraInfo', ({ statusCode }) => statuses.push(statusCode));
    await again.goto(`${server.baseUrl}${vitals.route}`);
    await again.getByRole('heading', { level: 1, name: vitals.title }).waitFor();
    // The page was drawn from the kept copy: that answer never reached the server.
    await expect.poll(() => fromCache.length).toBe(1);
    // Then the server was asked, and answered that nothing changed, with no body. (A loaded
    // machine may let a second revalidation through before the first has answered.)
    await expect.poll(() => listRequests.size).toBeGreaterThanOrEqual(2);
    expect(statuses).toContain(304);
    await context.close();
  });

  it('says when the form cannot be checked, and shows it once its validator arrives', async () => {
    const pain = configs.find((config) => config.id === 'pain')!;
    const dataset = pain.datasets[0]!;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const phone = await context.newPage();
    await registerAndSignIn(phone, server.baseUrl, 'Noor');
    // The validator module the dialog imports (decision 017) cannot be reached at first.
    let reachable = false;
    await phone.route('**/api/form-validators/**', (route) =>
      reachable ? route.continue() : route.abort('connectionrefused'),
    );
    await phone.goto(`${server.baseUrl}${pain.route}`);
    await phone.getByRole('button', { name: pain.add_button_label }).click();
    const dialog = phone.locator('dialog[open]');
    await dialog.getByRole('alert').getByText('We could not load this form').waitFor();
    await expect(dialog.getByRole('button', { name: 'Add Data' }).isDisabled()).resolves.toBe(true);

    reachable = true;
    await dialog.getByRole('button', { name: 'Try again' }).click();
    const element = dataset.structure.elements[0]!;
    await dialog.getByLabel(fieldLabel(element), { exact: true }).waitFor();
    await expect(dialog.getByRole('button', { name: 'Add Data' }).isEnabled()).resolves.toBe(true);
    await context.close();
  });
});
