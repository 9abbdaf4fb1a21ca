import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountMessages } from '../../src/shared/messages/accountMessages';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

// Deleting one's account from Edit Profile on a phone, by keyboard alone: the dialog fits the
// screen, and every tab of the browser forgets the person.

describe('deleting an account in a real browser at phone width', () => {
  let server: E2eServer;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let account: E2eAccount;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true });
    page = await context.newPage();
    account = await registerAndSignIn(page, server.baseUrl, 'Erin');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('asks for the password and DELETE in a dialog that fits the screen, and signs every tab out', async () => {
    const otherTab = await context.newPage();
    await otherTab.goto(`${server.baseUrl}/dashboard`);
    await otherTab.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(otherTab.url()).pathname).toBe('/dashboard');

    await page.goto(`${server.baseUrl}/profile`);
    const open = page.getByRole('button', { name: 'Delete my account…' });
    await open.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const box = await dialog.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 1000)).toBeLessThanOrEqual(390);
    // Nothing in the page is wider than the phone.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await dialog.getByLabel('Your password').focus();
    await page.keyboard.type(account.password);
    await expect(confirm.isDisabled()).resolves.toBe(true);
    await page.keyboard.press('Tab'); // the show-password button
    await page.keyboard.press('Tab');
    await page.keyboard.type('DELETE');
    await expect(confirm.isEnabled()).resolves.toBe(true);
    // Enter in the field sends the form, as in any form.
    await page.keyboard.press('Enter');

    await page.waitForURL('**/login');
    await toastWith(page, accountMessages.accountDeleted).waitFor();
    await otherTab.waitForURL('**/login');

    const login = await fetch(`${server.baseUrl}/v2/user/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(login.status).toBe(401);
  });
});
