import type { Page } from 'playwright-core';
import { accountEndpoints } from '../../../src/shared/api/accountEndpoints';

export interface E2eAccount {
  email: string;
  password: string;
  firstName: string;
}

/**
 * Registers an account through the API, as if the person had done it on another device; with
 * `email`, at that address (one the server was started knowing, such as an administrator's).
 */
export async function registerAccount(
  baseUrl: string,
  firstName: string,
  email = `${firstName.toLowerCase()}.${Date.now()}@example.test`,
): Promise<E2eAccount> {
  const account = {
    email,
    password: 'a-good-password',
    firstName,
  };
  const created = await fetch(`${baseUrl}${accountEndpoints.createUser}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: account.email,
      first_name: firstName,
      last_name: 'Tester',
      gender: 'Male',
      height: '1.80',
      mass: 78,
      date_of_birth: '1988-08-08',
      fitness_type: 'athlete',
      password: account.password,
    }),
  });
  if (!created.ok) throw new Error(`registration failed: ${await created.text()}`);
  return account;
}

/**
 * Registers an account through the API, then logs in through the page as a user would;
 * beforeLogIn may change the account first (make it a doctor's).
 */
export async function registerAndSignIn(
  page: Page,
  baseUrl: string,
  firstName: string,
  beforeLogIn?: (account: E2eAccount) => Promise<void>,
): Promise<E2eAccount> {
  const account = await registerAccount(baseUrl, firstName);
  await beforeLogIn?.(account);
  await signInThroughPage(page, baseUrl, account);
  return account;
}

/**
 * Logs in through the login page as a user would and checks the session is stored, as the
 * login page does before it leaves (a page opened without it would start signed out).
 * `onLoginPage`: the app has brought the person to /login itself (an ended session), and
 * they log in there, without a page load; `landsOn`: where the login takes them.
 */
export async function signInThroughPage(
  page: Page,
  baseUrl: string,
  account: { email: string; password: string },
  { onLoginPage = false, landsOn = '**/dashboard' } = {},
): Promise<void> {
  if (!onLoginPage) await page.goto(`${baseUrl}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
  await page.waitForURL(landsOn);
  // A function, not a string: Playwright evaluates a string afresh at every poll, as eval,
  // which the page's Content-Security-Policy refuses after the first.
  await page.waitForFunction(() => localStorage.getItem('auth.user') !== null);
}
