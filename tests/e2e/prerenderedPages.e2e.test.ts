import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/shared/routes/paths';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { holdRequests } from './support/holdRequests';

/** Everything the page wrote on the console as an error, or threw. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

describe('public pages prerendered into their HTML', () => {
  let server: E2eServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startE2eServer({ seedDemoAccounts: true });
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('sends the login form in the HTML of /login, and only the app for a page that depends on the day', async () => {
    const reply = await fetch(`${server.baseUrl}${paths.login}?from=mail`, {
      headers: { 'accept-encoding': 'gzip' },
    });
    // Compressed as the assets are: about 27 KB of HTML and CSS, 7 KB sent.
    expect(reply.headers.get('content-encoding')).toBe('gzip');
    const login = await reply.text();
    expect(login).toContain('<title>Log in · Motus</title>');
    expect(login).toContain('Welcome back. Log in to see your dashboard.');
    expect(login).toMatch(/<input[^>]*name="password"/);
    // Its stylesheets come with it: the first screen needs no other request.
    expect(login).toContain('<style>');
    // /register's date of birth may not lie after today: it is rendered by the browser.
    const register = await (await fetch(`${server.baseUrl}${paths.register}`)).text();
    expect(register).toContain('<div id="root"></div>');
    expect(register).not.toContain('Create your account');
  });

  it('shows a styled login form before any script has run, and does not send it from there', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    // Every script of the app held back: a slow network's view.
    const release = await holdRequests(page, '**/assets/*.js');
    // The document is not "loaded" while its module scripts wait: it is drawn all the same.
    await page.goto(`${server.baseUrl}${paths.login}`, { waitUntil: 'commit' });

    const card = page.locator('.auth-screen__card');
    await expect(
      card.evaluate((element) => getComputedStyle(element).backgroundColor),
    ).resolves.toBe('rgb(255, 255, 255)');
    await page.getByLabel('Email').fill('athlete@motus.demo');
    await page.getByLabel('Password', { exact: true }).fill('motus-athlete');
    // The browser would send it as a GET, the password in the address: it waits for the app.
    await expect(page.getByRole('button', { name: 'LOG IN' }).isDisabled()).resolves.toBe(true);
    await page.getByLabel('Password', { exact: true }).press('Enter');
    await page.waitForTimeout(300);
    expect(page.url()).toBe(`${server.baseUrl}${paths.login}`);
    release();
    await page.close();
  });

  it('keeps what a visitor typed before the app arrived, and what they selected, takes the page over in place without fetching its styles again, and logs in', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    const stylesheetsFetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheetsFetched.push(request.url());
    });
    // Every script of the app held back: a slow network's view.
    const release = await holdRequests(page, '**/assets/*.js');
    // The document is not "loaded" while its module scripts wait: it is drawn all the same.
    await page.goto(`${server.baseUrl}${paths.login}`, { waitUntil: 'commit' });
    const prerenderedCard = await page.locator('.auth-screen__card').elementHandle();
    const emailField = page.getByLabel('Email');
    await emailField.fill('someone.else@motus.demo');
    await page.getByLabel('Password', { exact: true }).fill('motus-athlete');
    // The wrong address, selected to be typed over: the app's arrival keeps the selection.
    await emailField.selectText();

    release();
    const logIn = page.getByRole('button', { name: 'LOG IN' });
    await expect.poll(() => logIn.isEnabled(), { timeout: 10_000 }).toBe(true);
    // Hydrated, not replaced: the element painted first is the one the app now runs.
    await expect(prerenderedCard.evaluate((element) => element.isConnected)).resolves.toBe(true);
    await expect(emailField.inputValue()).resolves.toBe('someone.else@motus.demo');
    await page.keyboard.type('athlete@motus.demo');
    await expect(emailField.inputValue()).resolves.toBe('athlete@motus.demo');
    // Its stylesheets came inline: the app's code, loading the page's module, fetches none of
    // them. (The toasts' stylesheet, a file that comes with their code once the page is idle,
    // is not one of them.)
    const inlined = await page
      .locator('link[rel="stylesheet"][disabled]')
      .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    expect(inlined.length).toBeGreaterThan(0);
    expect(stylesheetsFetched.filter((url) => inlined.includes(url))).toEqual([]);
    await logIn.click();
    await page.waitForURL(`**${paths.dashboard}`);
    expect(errors).toEqual([]);
    await page.close();
  });

  it('opens the prerendered forgot-password and terms pages without an error, as the app renders them', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectErrors(page);
    await page.goto(`${server.baseUrl}${paths.forgotPassword}`);
    const send = page.getByRole('button', { name: 'RESET PASSWORD' });
    await page.getByLabel('Email').fill('athlete@motus.demo');
    await expect.poll(() => send.isEnabled(), { timeout: 10_000 }).toBe(true);
    await page.goto(`${server.baseUrl}${paths.termsAndConditions}`);
    await page.getByRole('heading', { name: 'Terms and Conditions', level: 1 }).waitFor();
    await page.getByRole('link', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'LOG IN' }).waitFor();
    expect(errors).toEqual([]);
    await page.close();
  });
});
