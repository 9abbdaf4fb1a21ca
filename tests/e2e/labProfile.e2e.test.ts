import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import lab from '../../profile-configs/lab.json';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { startFhirFixtureServer, type FhirFixtureServer } from '../support/fhir/fhirFixtureServer';
import { FIXTURE_ID_NUMBER } from '../support/fhir/partnerLabFixtures';
import { chosenLabel } from './support/selectField';
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

// docs/product.md#laboratory-tests: the lab page behind the pin, a reading added in its dialog
// charted on its test's tab over the person's reference band; then the blood-results view
// and an import from a FHIR fixture laboratory.
describe('the Laboratory Tests profile in a real browser', () => {
  let server: E2eServer;
  let laboratory: FhirFixtureServer;
  let browser: Browser;
  let page: Page;
  let pin: string;

  beforeAll(async () => {
    laboratory = await startFhirFixtureServer();
    server = await startE2eServer({ partnerFhirUrls: { ampath: laboratory.baseUrl } });
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const account = await registerAndSignIn(page, server.baseUrl, 'Lars');
    pin = await securePinFor(server, account);
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
    await laboratory.close();
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
    // Every test of the config: a list to search, not to scroll (docs/product.md#every-screen).
    const dataType = dialog.getByRole('combobox', { name: 'Select Data Type', exact: true });
    await dataType.click();
    await expect.poll(() => dialog.getByRole('option').count()).toBe(lab.datasets.length);
    await dataType.fill('hdl');
    await expect.poll(() => dialog.getByRole('option').count()).toBeLessThan(lab.datasets.length);
    await dialog.getByRole('option', { name: 'HDL', exact: true }).click();
    await expect(chosenLabel(dataType)).resolves.toBe('HDL');
    await dialog
      .getByLabel('Pick a Date', { exact: true })
      .fill(DateTime.local().toFormat('yyyy-MM-dd'));
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
    await panel.getByRole('table', { name: 'HDL readings' }).waitFor();
    // Below a man's 1.0: flagged L in the table (said in full to a screen reader).
    await expect(
      panel.getByRole('table', { name: 'HDL readings' }).getByRole('cell').allTextContents(),
    ).resolves.toEqual(['0.9 Lbelow the reference range']);
    // A man's HDL band starts at 1.0 mmol/L (shared/data): it is drawn, and the legend says so.
    await panel.getByTestId('reference-band').waitFor({ state: 'attached' });
    await panel.getByText('Reference: at least 1', { exact: true }).waitFor();
  });

  it('shows that reading on the HDL tab of the blood-results view, behind the ID number, marked below its band', async () => {
    await page.getByRole('link', { name: 'Blood Results' }).click();
    await page.waitForURL('**/labprofile/blood-results');
    const gate = page.locator('dialog[open]');
    await gate.getByRole('heading', { name: 'Enter your ID number' }).waitFor();
    // Required: Enter with nothing typed sends nothing and says so.
    await gate.getByRole('button', { name: 'Enter' }).click();
    await toastWith(page, 'Please provide your ID Number!').waitFor();
    await gate.getByLabel('ID Number', { exact: true }).fill(pin);
    await gate.getByRole('button', { name: 'Enter' }).click();
    await gate.waitFor({ state: 'detached' });
    // Opens on Total Protein (docs/product.md#blood-results), with no add button: the view writes nothing.
    await expect(
      page.getByRole('tab', { name: 'Total Protein', exact: true }).getAttribute('aria-selected'),
    ).resolves.toBe('true');
    await expect(
      page.getByRole('button', { name: 'Add Laboratory Tests Data' }).count(),
    ).resolves.toBe(0);

    await page.getByRole('tab', { name: 'HDL', exact: true }).click();
    const panel = page.getByRole('tabpanel');
    await panel.getByTestId('reference-band').waitFor({ state: 'attached' });
    await expect(
      panel
        .getByTestId('out-of-range-marks')
        .locator('polygon')
        .evaluateAll((marks) => marks.map((mark) => mark.getAttribute('data-flag'))),
    ).resolves.toEqual(['low']);
    // The test's facts come when opened: its LOINC code and where its range was found.
    await panel.getByText('About HDL', { exact: true }).click();
    await panel.getByText('14646-4', { exact: true }).waitFor();
    await panel.getByText(/^LOINC Top2000/).waitFor();
  });

  it('imports from the partner laboratory after consent and shows the results on their tabs', async () => {
    const getResults = page.getByRole('button', { name: 'Get Blood Results' });
    await expect(getResults.isDisabled()).resolves.toBe(true);
    await page
      .getByRole('checkbox', {
        name: /I consent to Motus requesting my blood test results from Ampath/,
      })
      .click();
    await toastWith(page, 'Consent given for Ampath').waitFor();
    await page.getByRole('button', { name: 'Refresh Blood Results' }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('heading', { name: 'Import from Ampath' }).waitFor();
    await dialog.getByLabel('Identity Number', { exact: true }).fill(FIXTURE_ID_NUMBER);
    await dialog.getByRole('button', { name: 'Import' }).click();
    await toastWith(page, 'Blood results imported from Ampath').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').filter({ hasText: '6 new results added' }).waitFor();

    // HDL now holds the typed 0.9, the panel's 1.1 (below that lab's own 1.2) and 52 mg/dL
    // converted to 1.34 mmol/L (inside).
    const panel = page.getByRole('tabpanel');
    await panel.getByText('Show the 3 readings as a table').click();
    await panel.getByRole('table', { name: 'HDL readings' }).waitFor();
    const cells = await panel
      .getByRole('table', { name: 'HDL readings' })
      .getByRole('cell')
      .allTextContents();
    expect([...cells].sort()).toEqual([
      '0.9 Lbelow the reference range',
      '1.1 Lbelow the reference range',
      '1.34',
    ]);

    await page.getByRole('tab', { name: 'Glucose Random', exact: true }).click();
    await page.getByRole('tabpanel').getByText('Show the reading as a table').click();
    await page.getByRole('table', { name: 'Glucose Random readings' }).waitFor();
    await expect(
      page
        .getByRole('tabpanel')
        .getByRole('table', { name: 'Glucose Random readings' })
        .getByRole('cell')
        .allTextContents(),
    ).resolves.toEqual(['4.99']);

    // Importing again adds nothing.
    await page.getByRole('button', { name: 'Refresh Blood Results' }).click();
    await page
      .locator('dialog[open]')
      .getByLabel('Identity Number', { exact: true })
      .fill(FIXTURE_ID_NUMBER);
    await page.locator('dialog[open]').getByRole('button', { name: 'Import' }).click();
    await page
      .getByRole('status')
      .filter({ hasText: '0 new results added; 6 already here' })
      .waitFor();
  });
});
