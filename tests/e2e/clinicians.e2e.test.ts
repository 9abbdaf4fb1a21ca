import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAccount, signInThroughPage } from './support/signIn';
import {
  inviteClinician,
  mailedInvitePath,
  registerAsInvitedClinician,
} from './support/clinicianInvites';
import { toastWith } from './support/toasts';

const ADMIN_EMAIL = `ines.${Date.now()}@clinic.example`;
const CLINICIAN_EMAIL = `noor.haddad.${Date.now()}@clinic.example`;

describe('a clinic brings in a clinician, in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let admin: Page;
  let clinician: Page;

  beforeAll(async () => {
    server = await startE2eServer({ adminEmails: [ADMIN_EMAIL] });
    browser = await launchChromium();
    // Two people, two browsers' worth of storage: the administrator's and the clinician's phone.
    const adminContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const clinicianContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    admin = await adminContext.newPage();
    clinician = await clinicianContext.newPage();
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('the administrator invites a clinician on the Clinicians page', async () => {
    const account = await registerAccount(server.baseUrl, 'Ines', ADMIN_EMAIL);
    await signInThroughPage(admin, server.baseUrl, account);
    await admin.getByRole('link', { name: 'Clinicians' }).click();
    await admin.getByRole('heading', { name: 'Clinicians', level: 1 }).waitFor();
    // The embedded database's demo doctor is a clinician already.
    await admin.getByRole('list', { name: 'Clinicians' }).getByText('Dana Meyer').waitFor();

    await inviteClinician(admin, CLINICIAN_EMAIL);
    const invitations = admin.getByRole('list', { name: 'Open invitations' });
    await invitations.getByText(/Sent \d{4}-\d{2}-\d{2} \d{2}:\d{2}, expires/).waitFor();
    expect(await axeViolations(admin)).toEqual([]);
  });

  it('the clinician opens the mailed link, registers, and lands signed in as a doctor', async () => {
    await clinician.goto(`${server.baseUrl}${await mailedInvitePath(server, CLINICIAN_EMAIL)}`);
    await clinician
      .getByRole('heading', { name: 'Join your clinic as a clinician', level: 1 })
      .waitFor();
    const email = clinician.getByLabel('Email');
    await expect(email.inputValue()).resolves.toBe(CLINICIAN_EMAIL);
    await expect(email.getAttribute('readonly')).resolves.not.toBeNull();
    expect(await axeViolations(clinician)).toEqual([]);

    await registerAsInvitedClinician(clinician);
    await clinician.getByText('Hi, Noor', { exact: true }).first().waitFor({ state: 'attached' });

    // A doctor's Motus Calling lists patients, not doctors.
    await clinician.goto(`${server.baseUrl}/motus-calling`);
    await clinician.getByRole('heading', { name: /My Patients/ }).waitFor();
  });

  it("the administrator's list shows the new clinician", async () => {
    await admin.reload();
    const list = admin.getByRole('list', { name: 'Clinicians' });
    const row = list.getByRole('listitem').filter({ hasText: 'Noor Haddad' });
    await row.getByText(/Clinician since \d{4}-\d{2}-\d{2} \d{2}:\d{2}/).waitFor();
    await expect(admin.getByText('No invitation is waiting to be used.').isVisible()).resolves.toBe(
      true,
    );
  });

  it('the administrator removes the clinician after a question that says what happens', async () => {
    const row = admin.getByRole('listitem').filter({ hasText: 'Noor Haddad' });
    await row.getByRole('button', { name: 'Remove' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Remove Noor Haddad?' });
    await dialog
      .getByText(
        "Noor Haddad will no longer be a clinician. Their patients' grants end now and each patient is told by email.",
      )
      .waitFor();
    await dialog.getByRole('button', { name: 'Remove' }).click();
    await toastWith(admin, 'Noor Haddad is no longer a clinician.').waitFor();
    await row.waitFor({ state: 'detached' });
    // The row's button is gone: the list's heading holds the focus, not the page's end.
    await admin.waitForFunction(() => document.activeElement?.tagName === 'H2');
  });

  it('an account of its own signs in from the link, comes back to it and accepts', async () => {
    const omar = await registerAccount(server.baseUrl, 'Omar');
    await inviteClinician(admin, omar.email);
    const invitePath = await mailedInvitePath(server, omar.email);

    const page = await (
      await browser.newContext({ viewport: { width: 390, height: 844 } })
    ).newPage();
    await page.goto(`${server.baseUrl}${invitePath}`);
    await page.getByRole('button', { name: 'Sign in to accept' }).click();
    await signInThroughPage(page, server.baseUrl, omar, {
      onLoginPage: true,
      landsOn: `**${invitePath}`,
    });
    await page.getByRole('button', { name: 'Accept' }).click();
    await page.waitForURL('**/dashboard');
    await page.goto(`${server.baseUrl}/motus-calling`);
    await page.getByRole('heading', { name: /My Patients/ }).waitFor();
  });
});
