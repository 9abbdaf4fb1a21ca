import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

/** Makes the account's secure pin through the API and reads it from the mail. */
async function securePinFor(server: E2eServer, account: E2eAccount): Promise<string> {
  const login = await fetch(`${server.baseUrl}${accountEndpoints.login}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { details } = (await login.json()) as { details: { token: string } };
  await fetch(`${server.baseUrl}${accountEndpoints.generateSecurePin}`, {
    method: 'POST',
    headers: { authorization: `Motus ${details.token}` },
  });
  const mail = (await server.outbox()).filter((entry) => entry.to === account.email).at(-1);
  const pin = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (pin === undefined) throw new Error('No secure pin was mailed');
  return pin;
}

// 002 §2, §5, §8 (Laboratory): the lab page behind the pin, a reading added in its dialog
// charted on its test's tab over the person's reference band.
describe('the Laboratory Tests profile in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let pin: string;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const account = await registerAndSignIn(page, server.baseUrl, 'Lars');
    pin = await securePinFor(server, account);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('opens with the pin, adds an HDL reading and charts it on the HDL tab with its band', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Laboratory Tests Profile' }).click();
    await page
      .getByText('Any investigation e.g. laboratory test can be entered and tracked.')
      .waitFor();
    const gate = page.locator('dialog[open]');
    await gate.getByLabel('Security Pin', { exact: true }).fill(pin);
    await gate.getByRole('button', { name: 'Enter' }).click();
    await toastWith(page, 'No data availible!').waitFor();
    await expect(
      page.getByRole('tab', { name: 'Total Protein', exact: true }).getAttribute('aria-selected'),
    ).resolves.toBe('true');

    await page.getByRole('button', { name: 'Add Laboratory Tests Data' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('heading', { name: 'Laboratory Tests Data' }).waitFor();
    const types = await dialog.getByLabel('Data Type').locator('option').allTextContents();
    expect(types).toHaveLength(76);
    await dialog.getByLabel('Data Type').selectOption('97');
    await dialog.getByLabel('Date', { exact: true }).fill(DateTime.local().toFormat('yyyy-MM-dd'));
    await dialog.getByLabel('HDL (mmol/L)', { exact: true }).fill('0.9');
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    // No pin typed: nothing is sent.
    await toastWith(page, 'Please provide your security pin!').waitFor();
    await dialog.getByLabel('Security Pin', { exact: true }).fill(pin);
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await toastWith(page, 'Laboratory Data Successfully Added!').waitFor();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'HDL', exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Show the reading as a table').click();
    await expect(
      panel.getByRole('table', { name: 'HDL readings' }).getByRole('cell').allTextContents(),
    ).resolves.toEqual(['0.9']);
    // A man's HDL band starts at 1.0 mmol/L (shared/data): it is drawn, and the legend says so.
    await panel.getByTestId('reference-band').waitFor({ state: 'attached' });
    await panel.getByText('Reference: at least 1', { exact: true }).waitFor();
  });
});
