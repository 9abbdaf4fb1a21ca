import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import type { E2eServer } from './e2eServer';
import { toastWith } from './toasts';

const INVITE_LINK = /https?:\/\/\S+\/v2\/admin\/clinician-invites\/[\w-]+\//;

/** An administrator on the Clinicians page invites an address, and sees it was sent. */
export async function inviteClinician(admin: Page, email: string): Promise<void> {
  await admin.getByLabel('Email').fill(email);
  await admin.getByRole('button', { name: 'Send invitation' }).click();
  await toastWith(admin, `Invitation sent to ${email}.`).waitFor();
}

/** The path of the invitation link mailed to an address, from the development outbox. */
export async function mailedInvitePath(server: E2eServer, email: string): Promise<string> {
  const mail = (await server.outbox()).find((entry) => entry.to === email);
  const link = INVITE_LINK.exec(mail?.text ?? '');
  expect(link, mail?.text).toBeTruthy();
  return new URL(link![0]).pathname;
}

/** The invitation page's registration, filled in as Noor Haddad and sent: a doctor's dashboard. */
export async function registerAsInvitedClinician(page: Page): Promise<void> {
  await page.getByLabel('First Name').fill('Noor');
  await page.getByLabel('Last Name').fill('Haddad');
  await page.getByLabel('Gender').selectOption('Female');
  await page.getByLabel('Fitness Type').selectOption('athlete');
  await page.getByLabel('Height').pressSequentially('168');
  await page.getByLabel('Mass').fill('60');
  await page.getByLabel('Date of Birth').fill('1985-02-03');
  await page.getByLabel('Password', { exact: true }).fill('clinic-secret');
  await page.getByLabel('Confirm Password').fill('clinic-secret');
  await page.getByRole('button', { name: 'Register' }).click();
  await page.waitForURL('**/dashboard');
}
