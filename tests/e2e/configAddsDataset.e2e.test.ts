import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { copyProfileConfigs, handgripTest } from '../support/configCopy';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';
import { chosenLabel } from './support/selectField';
import { toastWith } from './support/toasts';

// docs/product.md#profiles-and-datasets: a test added to a config copy appears in the browser with no code changed
// and no rebuild: the client is the same build every other test uses.
describe('a conditioning test added by config alone, in a real browser', () => {
  const configs = copyProfileConfigs();
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let conditioning: ProfileConfig;

  beforeAll(async () => {
    configs.edit('conditioning.json', (json) => {
      (json.datasets as unknown[]).push(handgripTest.dataset);
      (json.tabs as unknown[]).push(handgripTest.tab);
      conditioning = json as unknown as ProfileConfig;
    });
    server = await startE2eServer({ profileConfigDir: configs.dir });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerAndSignIn(page, server.baseUrl, 'Greta');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    configs.remove();
  });

  it('shows the new tab, its form field with unit and limits, and charts what is added', async () => {
    await page.goto(`${server.baseUrl}${conditioning.route}`);
    const tab = page.getByRole('tab', { name: handgripTest.tab.label, exact: true });
    await tab.click();
    await expect(tab.getAttribute('aria-selected')).resolves.toBe('true');
    await page.getByText('No readings in this range yet').waitFor();

    await page.getByRole('button', { name: conditioning.add_button_label }).click();
    const dialog = page.locator('dialog[open]');
    await expect(
      chosenLabel(dialog.getByRole('combobox', { name: 'Data Type', exact: true })),
    ).resolves.toBe(handgripTest.dataset.name);
    const grip = dialog.getByLabel('Grip force (kg)', { exact: true });
    await dialog.getByLabel('Date', { exact: true }).fill(DateTime.local().toFormat('yyyy-MM-dd'));
    await grip.fill('200');
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await dialog.getByText(/150/).first().waitFor();

    await grip.fill('41.25');
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await toastWith(page, conditioning.messages.added).waitFor();
    await page.getByRole('tabpanel').getByText('Show the reading as a table').click();
    const cell = page.getByRole('table', { name: 'Handgrip Strength readings' }).getByRole('cell');
    // The table follows the chart's read, which the save made stale: it fills when that read returns.
    await expect.poll(() => cell.allTextContents()).toEqual(['41.25']);
  });
});
