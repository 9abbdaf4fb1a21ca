import { DateTime } from 'luxon';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

const today = DateTime.local();
const lastYear = today.minus({ years: 1 }).set({ month: 6, day: 15 });

// docs/product.md#medical end to end: a new user meets the pin gate, makes a pin on Edit Profile, reads it
// from the mail, and keeps medical records behind it.
describe('the secure pin, the Medical profile and Edit Profile in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let account: E2eAccount;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    account = await registerAndSignIn(page, server.baseUrl, 'Mira');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  async function mailedPin(): Promise<string> {
    const mails = (await server.outbox()).filter((mail) => mail.to === account.email);
    const pin = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1];
    if (pin === undefined) throw new Error('No secure pin was mailed');
    return pin;
  }

  async function pressEscapeTwice(): Promise<void> {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
    await page.keyboard.press('Escape');
    await page.waitForTimeout(150);
  }

  function openDialog(): Locator {
    return page.locator('dialog[open]');
  }

  async function addRecord(
    datasetId: number,
    day: DateTime,
    fields: Record<string, string>,
    pin: string,
  ) {
    await page.getByRole('button', { name: 'Add Medical Data' }).click();
    const dialog = openDialog();
    await dialog.getByRole('heading', { name: 'Medical Data' }).waitFor();
    await dialog.getByLabel('Data Type').selectOption(String(datasetId));
    await dialog.getByLabel('Date', { exact: true }).fill(day.toFormat('yyyy-MM-dd'));
    for (const [label, value] of Object.entries(fields)) {
      await dialog.getByLabel(label, { exact: true }).fill(value);
    }
    await dialog.getByLabel('Security Pin', { exact: true }).fill(pin);
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await toastWith(page, 'Medical Data Successfully Added!').waitFor();
    await page.locator('dialog[open]').waitFor({ state: 'detached' });
  }

  async function tableDescriptions(): Promise<string[]> {
    const table = page.getByRole('tabpanel').getByRole('table');
    await table.waitFor();
    return table.locator('tbody tr td:first-of-type').allTextContents();
  }

  it('meets No Security Pin, makes a pin on Edit Profile and opens Medical with it', async () => {
    await page.goto(`${server.baseUrl}/medicalprofile`);
    const noPin = openDialog();
    await noPin.getByRole('heading', { name: 'No Security Pin' }).waitFor();
    // A blocking dialog stays whatever Escape does: the browser gives way on the second one.
    await pressEscapeTwice();
    await expect(noPin.getByRole('heading', { name: 'No Security Pin' }).isVisible()).resolves.toBe(
      true,
    );
    await noPin
      .getByText(
        "You don't currently have a secure pin, please go to the profile section to generate one",
      )
      .waitFor();
    await noPin.getByRole('link', { name: 'Profile' }).click();
    await page.waitForURL('**/profile');

    await page.getByRole('button', { name: 'GENERATE SECURITY PIN' }).click();
    await toastWith(page, 'Successfully Generated Pin!').waitFor();
    const pin = await mailedPin();

    await page.goto(`${server.baseUrl}/medicalprofile`);
    const gate = openDialog();
    await gate.getByRole('heading', { name: 'Enter Security Pin' }).waitFor();
    await pressEscapeTwice();
    const pinField = gate.getByLabel('Security Pin', { exact: true });
    await expect(pinField.isVisible()).resolves.toBe(true);
    await pinField.fill(pin === '000000' ? '111111' : '000000');
    await gate.getByRole('button', { name: 'Enter' }).click();
    await toastWith(page, 'Security Pin Denied!').waitFor();
    await expect(pinField.inputValue()).resolves.toBe('');

    await pinField.fill(pin);
    await gate.getByRole('button', { name: 'Enter' }).click();
    // Nothing recorded yet: the page opens all the same, with a warning.
    await toastWith(page, 'No data availible!').waitFor();
    await page.getByRole('heading', { level: 3, name: 'Allergy Data' }).waitFor();
    await page.getByText('No records in this range').waitFor();

    await addRecord(201, today, { Description: 'Penicillin: hives' }, pin);
    await expect(tableDescriptions()).resolves.toEqual(['Penicillin: hives']);

    await page.getByRole('tab', { name: 'Medication Data' }).click();
    await page.getByRole('heading', { level: 3, name: 'Medication Data' }).waitFor();
    await addRecord(206, today, { Description: 'Ibuprofen', Dose: '200 mg as needed' }, pin);
    await addRecord(206, lastYear, { Description: 'Amoxicillin', Dose: '500 mg' }, pin);
    // This Year is the default range: last year's medication lies outside it.
    await expect(tableDescriptions()).resolves.toEqual(['Ibuprofen']);
    expect(page.url()).toContain('tab=59');

    await page.getByLabel('From', { exact: true }).fill(lastYear.toFormat('yyyy-MM-dd'));
    await page.getByRole('button', { name: 'Customize Date Range' }).click();
    await page.getByRole('cell', { name: 'Amoxicillin' }).waitFor();
    await expect(tableDescriptions()).resolves.toEqual(['Ibuprofen', 'Amoxicillin']);
    await page.getByRole('button', { name: 'This Year' }).click();
    await page.getByRole('cell', { name: 'Amoxicillin' }).waitFor({ state: 'detached' });
  });

  it('forgets the pin when the page is left: coming back asks for it again', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.getByRole('link', { name: 'Medical Profile' }).click();
    await openDialog().getByRole('heading', { name: 'Enter Security Pin' }).waitFor();
    const stored = await page.evaluate(() =>
      JSON.stringify([Object.entries(localStorage), Object.entries(sessionStorage)]),
    );
    expect(stored).not.toContain(await mailedPin());
  });

  it('changes the first name on Edit Profile, and the greeting follows', async () => {
    await page.goto(`${server.baseUrl}/profile`);
    await page.getByText(account.email).waitFor();
    await page.getByLabel('First Name').fill('Mirabel');
    await page.getByRole('button', { name: 'UPDATE' }).click();
    // The password confirms the change: without it nothing is sent.
    await toastWith(page, 'Please fill in all required fields!').waitFor();
    await page
      .getByLabel('Password (to confirm the update)', { exact: true })
      .fill(account.password);
    await page.getByRole('button', { name: 'UPDATE' }).click();
    await toastWith(page, 'User Info Successfully Updated!').waitFor();
    await page.getByText('Hi, Mirabel').waitFor();
    await page.reload();
    await page.getByText('Hi, Mirabel').waitFor();
  });
});
