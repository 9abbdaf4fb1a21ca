import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { toastWith } from './support/toasts';

const email = `e2e.walker.${Date.now()}@example.test`;
const firstPassword = 'first-secret';
const secondPassword = 'second-secret';

async function logIn(page: Page, baseUrl: string, password: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

describe('accounts in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    // A browser whose clock is in Berlin: registration takes its zone (decision 034).
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      timezoneId: 'Europe/Berlin',
    });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('sends a signed-out visit to /dashboard to /login', async () => {
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await page.getByRole('button', { name: 'LOG IN' }).waitFor();
  });

  it('registers, logs in automatically and greets the user on the dashboard', async () => {
    await page.goto(`${server.baseUrl}/register`);
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('First Name').fill('Wanda');
    await page.getByLabel('Last Name').fill('Walker');
    await page.getByLabel('Gender').selectOption('Female');
    await page.getByLabel('Fitness Type').selectOption('athlete');
    await page.getByLabel('Height').pressSequentially('172');
    await expect(page.getByLabel('Height').inputValue()).resolves.toBe('1.72');
    await page.getByLabel('Mass').fill('64.5');
    await page.getByLabel('Date of Birth').fill('1991-05-17');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    const register = page.getByRole('button', { name: 'Register' });
    await page.getByLabel('Confirm Password').fill('not-the-same');
    await expect(register.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Confirm Password').fill(firstPassword);
    await register.click();

    await page.waitForURL('**/dashboard');
    await page.getByText('Hi, Wanda', { exact: true }).waitFor();
    await toastWith(page, 'Sucessfully Registered User!').waitFor();
  });

  it("keeps the browser's own time zone, which Edit Profile shows", async () => {
    await page.getByRole('link', { name: 'Edit Profile' }).click();
    const zone = page.getByRole('combobox', { name: 'Time Zone' });
    await zone.waitFor();
    await expect(zone.inputValue()).resolves.toBe('Europe/Berlin');
  });

  it('keeps the session across a reload, encrypted in localStorage', async () => {
    // The session is stored encrypted, asynchronously: wait for it as a user's pause would.
    await page.waitForFunction(() => localStorage.getItem('auth.user') !== null);
    await page.reload();
    await page.getByText('Hi, Wanda', { exact: true }).waitFor();
    const stored = await page.evaluate(() => localStorage.getItem('auth.user'));
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('Wanda');
    expect(stored).not.toContain(email);
  });

  it('logs out to /login and logs in again', async () => {
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL('**/login');
    await logIn(page, server.baseUrl, firstPassword);
    await page.waitForURL('**/dashboard');
    await page.getByText('Hi, Wanda', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');
  });

  it('resets a forgotten password through the mailed link, once', async () => {
    await page.goto(`${server.baseUrl}/forgot-password`);
    const reset = page.getByRole('button', { name: 'RESET PASSWORD' });
    await page.getByLabel('Email').fill('not-an-email');
    await expect(reset.isDisabled()).resolves.toBe(true);
    await page.getByLabel('Email').fill(email);
    await reset.click();
    await toastWith(page, 'Sending Password Request!').waitFor();
    // The product returns to / after 3 seconds, which sends a signed-out visitor to /login.
    await page.waitForURL('**/login', { timeout: 10_000 });

    const mail = (await server.outbox()).find((entry) => entry.to === email);
    expect(mail?.subject).toBeTruthy();
    const link = /https?:\/\/\S+\/reset-password\?token=[\w-]+/.exec(mail?.text ?? '')?.[0];
    expect(link).toBeTruthy();
    const linkPath = new URL(link!).pathname + new URL(link!).search;

    await page.goto(`${server.baseUrl}${linkPath}`);
    await page.getByLabel('New Password').fill(secondPassword);
    await page.getByLabel('Confirm Password').fill(secondPassword);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await toastWith(page, 'Password Successfully Reset!').waitFor();

    await logIn(page, server.baseUrl, firstPassword);
    await toastWith(page, 'Invalid email or password.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');

    await logIn(page, server.baseUrl, secondPassword);
    await page.waitForURL('**/dashboard');
    await page.getByText('Hi, Wanda', { exact: true }).waitFor();
    await page.getByRole('button', { name: 'Logout' }).click();
    await page.waitForURL('**/login');

    await page.goto(`${server.baseUrl}${linkPath}`);
    await page.getByLabel('New Password').fill('third-secret');
    await page.getByLabel('Confirm Password').fill('third-secret');
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await toastWith(page, 'Unable To Reset Password!').waitFor();
  });

  it('shows a not-found page with a way back for an unknown address', async () => {
    await page.goto(`${server.baseUrl}/no-such-page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const links = await page.getByRole('link').allTextContents();
    expect(links.length).toBeGreaterThan(0);
    expect(await page.textContent('body')).toMatch(/not found/i);
  });
});
