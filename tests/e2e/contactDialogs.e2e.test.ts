import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callingMessages } from '../../src/shared/messages/callingMessages';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';
import { toastWith } from './support/toasts';

// A panel's dialogs open whatever its list shows: Invite Doctor for a person with no doctor
// yet (when it is needed most) and after Hide on a list that has one.
describe('the contact dialogs in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await registerAndSignIn(page, server.baseUrl, 'Nell');
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const doctors = (): Locator => page.getByRole('region', { name: /My Doctors/ });
  const dialog = (): Locator => page.locator('dialog[open]');

  it('opens Invite Doctor with no doctor yet, and invites', async () => {
    await page.goto(`${server.baseUrl}/motus-calling`);
    await doctors().getByText('My Doctors (0)').waitFor();
    await doctors().getByRole('button', { name: 'Invite Doctor' }).click();
    await dialog().getByLabel('Email address').fill('doctor@motus.demo');
    await dialog().getByRole('button', { name: 'Send Invite' }).click();
    await toastWith(page, callingMessages.doctorInvited).waitFor();
    await doctors().getByText('My Doctors (1)').waitFor();
  });

  it('opens Invite Doctor after Hide on a list that has a doctor', async () => {
    await doctors().getByRole('button', { name: 'Hide' }).click();
    expect(await doctors().getByRole('listitem').count()).toBe(0);
    await doctors().getByRole('button', { name: 'Invite Doctor' }).click();
    await dialog().getByLabel('Email address').waitFor();
    // Any dialog that is not blocking closes on Escape, and opens again after.
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await doctors().getByRole('button', { name: 'Invite Doctor' }).click();
    await dialog().getByLabel('Email address').waitFor();
    await dialog().getByRole('button', { name: 'Close' }).last().click();
    await dialog().waitFor({ state: 'detached' });
  });
});
