import { DateTime } from 'luxon';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { callingMessages } from '../../src/shared/messages/callingMessages';
import { careTeamMessages, noLongerShares } from '../../src/shared/messages/careTeamMessages';
import { axeViolations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn, signInThroughPage, type E2eAccount } from './support/signIn';
import { toastWith } from './support/toasts';

// docs/product.md#care-team end to end, in two browsers: a patient shares three areas with the demo
// doctor, who opens the patient's Vitals chart and Medical records read-only and without a
// pin; the patient sees the first read and every read in their log, narrows the grant, which
// the doctor's next read meets in words, and stops sharing.
const DEMO_DOCTOR = { email: 'doctor@motus.demo', password: 'motus-doctor' };
const DOCTOR_NAME = 'Dana Meyer';
const SHARED = ['Vitals Profile', 'Medical Profile', 'Workout'];

describe('the care team in real browsers', () => {
  let server: E2eServer;
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let patientPage: Page;
  let doctorPage: Page;
  let patient: E2eAccount;
  let patientName: string;
  let patientId: number;
  const accessibility: Record<string, string[]> = {};
  const checkAccessibility = async (page: Page, screen: string) => {
    accessibility[screen] = await axeViolations(page);
  };

  const newPage = async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    return context.newPage();
  };
  const openDialog = (page: Page): Locator => page.locator('dialog[open]');

  /** What the patient records before sharing, through the API: a resting heart rate and an allergy. */
  async function recordPatientData(account: E2eAccount): Promise<void> {
    const call = async (path: string, init: RequestInit, token?: string) => {
      const reply = await fetch(`${server.baseUrl}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Motus ${token}` } : {}),
        },
      });
      if (!reply.ok) throw new Error(`${path}: ${reply.status} ${await reply.text()}`);
      return reply.json() as Promise<{ details?: { token: string; id: number } }>;
    };
    const login = await call(accountEndpoints.login, {
      method: 'POST',
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const token = login.details?.token ?? '';
    patientId = login.details?.id ?? 0;
    const today = DateTime.local();
    await call(
      '/profiles/special/vitals-resting-hr/',
      {
        method: 'POST',
        body: JSON.stringify({ rested_hr: 58, created_on: today.toFormat('yyyy-MM-dd 07:30') }),
      },
      token,
    );
    await call(accountEndpoints.generateSecurePin, { method: 'POST', body: '{}' }, token);
    const mail = (await server.outbox()).filter((entry) => entry.to === account.email).at(-1);
    const pin = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1] ?? '';
    await call(
      `/v2/profiles/allergy/?secure_pin=${pin}`,
      {
        method: 'POST',
        body: JSON.stringify({ description: 'Peanuts', date: today.toFormat('yyyy-MM-dd') }),
      },
      token,
    );
  }

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    patientPage = await newPage();
    doctorPage = await newPage();
    patient = await registerAndSignIn(patientPage, server.baseUrl, 'Priya');
    patientName = `${patient.firstName} Tester`;
    await recordPatientData(patient);
    await signInThroughPage(doctorPage, server.baseUrl, DEMO_DOCTOR);
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser.close();
    await server.stop();
  });

  it('the patient invites the demo doctor with three areas ticked, and the doctor accepts', async () => {
    await patientPage.goto(`${server.baseUrl}/motus-calling`);
    await patientPage.getByRole('button', { name: 'Invite Doctor' }).click();
    const dialog = openDialog(patientPage);
    await dialog.getByLabel('Email address').fill(DEMO_DOCTOR.email);
    const boxes = dialog.getByRole('checkbox');
    await boxes.first().waitFor();
    for (const box of await boxes.all()) {
      const label =
        (await box.getAttribute('aria-label')) ??
        (await box.evaluate((input) => input.closest('label')?.textContent ?? ''));
      const wanted = SHARED.some((area) => label.includes(area));
      if ((await box.isChecked()) !== wanted) await box.click();
    }
    await checkAccessibility(patientPage, 'Invite Doctor with areas');
    await dialog.getByRole('button', { name: 'Send Invite' }).click();
    await toastWith(patientPage, callingMessages.doctorInvited).waitFor();

    await doctorPage.goto(`${server.baseUrl}/motus-calling`);
    const invites = doctorPage.getByRole('region', { name: /My Invites/ });
    await invites.getByRole('button', { name: 'Accept' }).click();
    await toastWith(doctorPage, callingMessages.inviteAccepted).waitFor();
  });

  it('the doctor opens the patient, the Vitals chart and the Medical records, read-only and without a pin', async () => {
    await doctorPage.reload();
    await doctorPage.getByRole('link', { name: patientName }).click();
    await doctorPage.waitForURL(`**/patients/${patientId}`);
    await doctorPage.getByRole('heading', { level: 1, name: patientName }).waitFor();
    const main = doctorPage.locator('#main');
    for (const area of SHARED) await main.getByRole('link', { name: area, exact: true }).waitFor();
    expect(await main.getByRole('link', { name: 'Activity Profile', exact: true }).count()).toBe(0);
    // The summary of what is shared, read and laid out, before the page is checked.
    await main
      .getByRole('region', { name: 'Vital signs' })
      .getByText('Resting Heart Rate')
      .waitFor();
    expect(await main.getByRole('region', { name: 'Pain' }).count()).toBe(0);
    await checkAccessibility(doctorPage, "doctor's patient page");

    await main.getByRole('link', { name: 'Vitals Profile', exact: true }).click();
    await doctorPage.waitForURL(`**/patients/${patientId}/vitalsprofile`);
    await doctorPage
      .getByText(`Viewing ${patientName}'s data, shared with you with no end date`)
      .waitFor();
    // The patient's one resting heart rate, charted (and offered as a table).
    await doctorPage.getByText(/as a table/).waitFor();
    expect(await doctorPage.getByRole('button', { name: /Add/ }).count()).toBe(0);
    // What the doctor checks before trusting the trend comes with the read-only page too.
    await doctorPage.getByText('About Resting Heart Rate', { exact: true }).click();
    await doctorPage.getByText('40443-4', { exact: true }).waitFor();
    await checkAccessibility(doctorPage, 'read-only Vitals');

    await doctorPage.goto(`${server.baseUrl}/patients/${patientId}/medicalprofile`);
    await doctorPage.getByRole('cell', { name: 'Peanuts' }).waitFor();
    expect(await doctorPage.locator('dialog[open]').count()).toBe(0);
    expect(await doctorPage.getByRole('button', { name: /Add/ }).count()).toBe(0);
    await checkAccessibility(doctorPage, 'read-only Medical');
    // Nothing of the patient is kept in the doctor's browser storage.
    const stored = await doctorPage.evaluate(() =>
      [localStorage, sessionStorage]
        .flatMap((storage) => Object.keys(storage).map((key) => storage.getItem(key)))
        .join('\n'),
    );
    expect(stored).not.toContain('Peanuts');
  });

  it('the patient sees the first read on the Sharing page and every read in the log', async () => {
    await patientPage.goto(`${server.baseUrl}/sharing`);
    await patientPage.getByRole('heading', { level: 1, name: 'Sharing' }).waitFor();
    await patientPage.getByText(/First viewed your data on/).waitFor();
    const log = patientPage.getByRole('table');
    await log.getByRole('cell', { name: DOCTOR_NAME }).first().waitFor();
    const doctorRows = await log.getByRole('row').filter({ hasText: DOCTOR_NAME }).count();
    expect(doctorRows).toBeGreaterThanOrEqual(2);
    await checkAccessibility(patientPage, 'Sharing');
    const mails = (await server.outbox()).filter((mail) => mail.to === patient.email);
    expect(mails.some((mail) => mail.subject.includes('viewed your'))).toBe(true);
  });

  it('the patient unticks Medical; the doctor’s next Medical read says so', async () => {
    // The doctor's card: the page's passcode links form has area boxes of its own.
    const doctorCard = patientPage.getByRole('article', { name: DOCTOR_NAME });
    await doctorCard.getByRole('checkbox', { name: 'Medical Profile' }).uncheck();
    await doctorCard.getByRole('button', { name: 'Save' }).click();
    await toastWith(patientPage, careTeamMessages.sharingSaved).waitFor();

    // The doctor is still on the Medical page: the next tab's read is refused.
    const tabs = doctorPage.getByRole('tab');
    await tabs.nth(1).click();
    await doctorPage.getByText(noLongerShares(patientName, 'Medical Profile')).waitFor();
    await doctorPage
      .getByRole('link', { name: /patient/i })
      .first()
      .waitFor();
  });

  it('the patient stops sharing; the patient list no longer offers the patient’s data', async () => {
    await patientPage.getByRole('button', { name: 'Stop sharing' }).click();
    await openDialog(patientPage).getByRole('button', { name: 'Stop sharing' }).click();
    await toastWith(patientPage, careTeamMessages.sharingStopped).waitFor();

    await doctorPage.goto(`${server.baseUrl}/motus-calling`);
    await doctorPage.getByText(patientName).waitFor();
    expect(await doctorPage.getByRole('link', { name: patientName }).count()).toBe(0);
    await doctorPage.goto(`${server.baseUrl}/patients/${patientId}/vitalsprofile`);
    await doctorPage
      .getByText(/not shared|no longer shares|shares nothing|Nothing shared/i)
      .first()
      .waitFor();
  });

  it('finds nothing for axe-core on the new screens', () => {
    expect(accessibility).toEqual(
      Object.fromEntries(Object.keys(accessibility).map((screen) => [screen, []])),
    );
  });
});
