import { DateTime } from 'luxon';
import { sql } from 'kysely';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authStateTexts } from '../../src/client/account/authTexts';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { paths } from '../../src/shared/routes/paths';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { fieldLabel, sampleValue } from './support/profileDialog';
import {
  registerAccount,
  registerAndSignIn,
  signInThroughPage,
  type E2eAccount,
} from './support/signIn';
import { toastWith } from './support/toasts';

const MINUTE = 60_000;
const today = DateTime.local().toFormat('yyyy-MM-dd');

// docs/product.md#accounts-and-sessions: a session lasts while the person is active, in any tab, whether or not the page
// calls the server; when it does end, nothing typed is lost.
describe('a session that lasts as long as the person is active', () => {
  let server: E2eServer;
  let browser: Browser;
  let body: ProfileConfig;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    const configs = await loadProfileConfigs('profile-configs');
    body = configs.find((config) => config.id === 'body')!;
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  const db = () => server.server.database.db;
  /** The minutes since the server last saw this person's sessions used (the most recent). */
  async function serverIdleMinutes(account: E2eAccount): Promise<number> {
    const { rows } = await sql<{ minutes: number }>`
      select extract(epoch from now() - max(sessions.last_used_at)) / 60 as minutes
        from sessions join users on users.id = sessions.user_id
       where users.email = ${account.email}`.execute(db());
    return Number(rows[0]?.minutes);
  }
  /** The server last heard from this person that many minutes ago. */
  async function serverLastHeard(account: E2eAccount, minutes: number): Promise<void> {
    await sql`update sessions set last_used_at = now() - make_interval(mins => ${minutes})
               where user_id = (select id from users where email = ${account.email})`.execute(db());
  }

  async function signedInContext(name: string) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    // The browser's hour passes on a fake clock; the server's is moved in the database.
    await context.clock.install();
    const page = await context.newPage();
    const account = await registerAndSignIn(page, server.baseUrl, name);
    return { context, page, account };
  }

  /** Minutes pass on the browser's clock five at a time, `each` done after every five. */
  async function minutesPass(context: BrowserContext, minutes: number, each?: () => Promise<void>) {
    for (let minute = 0; minute < minutes; minute += 5) {
      await context.clock.fastForward(5 * MINUTE);
      await each?.();
    }
  }

  it('tells the server of activity, at most once a minute, and a typing person stays signed in', async () => {
    const { context, page, account } = await signedInContext('Ines');
    await page.goto(`${server.baseUrl}${body.route}`);
    await page.getByRole('heading', { level: 1, name: body.title }).waitFor();
    const renewals: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith(accountEndpoints.sessionActivity)) renewals.push(request.url());
    });

    // The server has heard nothing for 50 minutes (a long form with no call): the person's
    // moves over the next minute reach it once.
    await serverLastHeard(account, 50);
    await context.clock.fastForward(MINUTE);
    for (let move = 0; move < 20; move += 1) await page.mouse.move(100 + move * 10, 200);
    await expect.poll(() => renewals.length).toBe(1);
    await expect.poll(() => serverIdleMinutes(account)).toBeLessThan(0.5);

    // Seventy minutes of a move every five: still signed in, each move heard.
    await minutesPass(context, 70, () => page.mouse.move(300, 300));
    await expect.poll(() => renewals.length).toBe(15);
    expect(new URL(page.url()).pathname).toBe(body.route);
    await context.close();
  });

  it('keeps the session while a workout runs for over an hour without a touch', async () => {
    const { context, page, account } = await signedInContext('Oisin');
    await page.goto(`${server.baseUrl}/workout`);
    await page.getByRole('button', { name: 'Add Routines From List' }).first().click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByRole('checkbox').first().check();
    await dialog.getByRole('button', { name: 'Add Routines' }).click();
    await toastWith(page, 'Routine Added Successfully!').waitFor();
    await page.getByRole('button', { name: 'Start Routine' }).first().click();
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    await dialog
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Start/ })
      .click();

    await serverLastHeard(account, 59);
    await minutesPass(context, 70);
    expect(new URL(page.url()).pathname).toBe('/workout');
    await dialog.getByRole('heading', { name: 'Start Routine' }).waitFor();
    // The run told the server, with no call of the page's own.
    expect(await serverIdleMinutes(account)).toBeLessThan(2);
    await context.close();
  });

  it('counts activity in any tab for all, and a logout in one signs out every tab', async () => {
    const { context, page: working } = await signedInContext('Maeve');
    const idle = await context.newPage();
    await idle.goto(`${server.baseUrl}/dashboard`);
    await idle.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
    await working.goto(`${server.baseUrl}${body.route}`);
    await working.getByRole('heading', { level: 1, name: body.title }).waitFor();

    // An hour and ten minutes of typing in one tab; the other is left alone.
    await minutesPass(context, 70, () => working.mouse.move(200, 250));
    expect(new URL(idle.url()).pathname).toBe('/dashboard');
    expect(new URL(working.url()).pathname).toBe(body.route);

    await working.getByRole('button', { name: 'Logout' }).click();
    await idle.waitForURL('**/login');
    await context.close();
  });

  it('gives back the page and what was typed in Add Data after the server ended the session', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const account = await registerAndSignIn(page, server.baseUrl, 'Aoife');
    await page.goto(`${server.baseUrl}${body.route}`);
    await page.getByRole('heading', { level: 1, name: body.title }).waitFor();

    const dataset = body.datasets[0]!;
    const element = dataset.structure.elements[0]!;
    const typed = String(sampleValue(element));
    await page.getByRole('button', { name: body.add_button_label }).click();
    const dialog = page.locator('dialog[open]');
    await dialog.getByLabel('Data Type').selectOption(String(dataset.id));
    await dialog.getByLabel('Date', { exact: true }).fill(today);
    await dialog.getByLabel(fieldLabel(element), { exact: true }).fill(typed);

    // An hour passes on the server with nothing from this browser (a laptop asleep).
    await serverLastHeard(account, 61);
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await toastWith(page, authStateTexts.sessionEnded).waitFor();
    await page.waitForURL('**/login');

    await signInThroughPage(page, server.baseUrl, account, {
      onLoginPage: true,
      landsOn: `**${body.route}`,
    });
    await dialog.getByRole('heading', { name: body.dialog_title }).waitFor();
    expect(await dialog.getByLabel('Data Type').inputValue()).toBe(String(dataset.id));
    expect(await dialog.getByLabel('Date', { exact: true }).inputValue()).toBe(today);
    expect(await dialog.getByLabel(fieldLabel(element), { exact: true }).inputValue()).toBe(typed);
    await context.close();
  });

  it('starts someone else who signs in on that browser at the dashboard, with nothing kept', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const first = await registerAndSignIn(page, server.baseUrl, 'Cian');
    await page.goto(`${server.baseUrl}${body.route}`);
    await page.getByRole('button', { name: body.add_button_label }).click();
    const dialog = page.locator('dialog[open]');
    const element = body.datasets[0]!.structure.elements[0]!;
    await dialog.getByLabel('Date', { exact: true }).fill(today);
    await dialog
      .getByLabel(fieldLabel(element), { exact: true })
      .fill(String(sampleValue(element)));
    await serverLastHeard(first, 61);
    await dialog.getByRole('button', { name: 'Add Data' }).click();
    await page.waitForURL('**/login');

    // Registered elsewhere, this person logs in on the page the app brought up: the
    // dashboard, not Cian's page.
    const other = await registerAccount(server.baseUrl, 'Saoirse');
    await signInThroughPage(page, server.baseUrl, other, { onLoginPage: true });
    await page.getByRole('link', { name: body.title }).first().click();
    await page.getByRole('heading', { level: 1, name: body.title }).waitFor();
    expect(await page.locator('dialog[open]').count()).toBe(0);
    await context.close();
  });

  it('keeps a login when another page is opened the moment the dashboard appears', async () => {
    const account = await registerAccount(server.baseUrl, 'Quinn');
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${paths.login}`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    // A phone's slower processor: storing the session encrypted takes it a few tenths of a second.
    const devTools = await context.newCDPSession(page);
    await devTools.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await page.waitForURL(`**${paths.dashboard}`);
    // A typed address, at once: no pause for the session to be stored.
    await page.goto(`${server.baseUrl}${paths.profile}`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe(paths.profile);
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    await context.close();
  });
});
