/**
 * Screenshots of every page, signed in as the demo athlete with its demo year,
 * at a desktop and a phone width, into .tmp/screenshots/. Build the client first
 * (npx vite build); then: tsx scripts/capture-screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { loadProfileConfigs } from '../src/server/profile-configs/loadProfileConfigs';
import { launchChromium } from '../tests/e2e/support/chromium';
import { startE2eServer } from '../tests/e2e/support/e2eServer';
import { signInThroughPage } from '../tests/e2e/support/signIn';
import { startFhirFixtureServer } from '../tests/support/fhir/fhirFixtureServer';
import { FIXTURE_ID_NUMBER } from '../tests/support/fhir/partnerLabFixtures';

const outDir = path.resolve('.tmp/screenshots');
const widths = [1280, 375];

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  // A modal is seen as the screen shows it: a full-page shot would stretch the page behind.
  const modalOpen = await page.locator('dialog[open]').count();
  await page.screenshot({
    path: path.join(outDir, `${name}-${width}.png`),
    fullPage: modalOpen === 0,
  });
}

/**
 * The pin-gated pages as a new user meets them: No Security Pin, Edit Profile, the pin
 * mailed, Enter Security Pin, then the records behind it.
 */
async function shootPinGatedPages(
  page: Page,
  width: number,
  baseUrl: string,
  athlete: { email: string; password: string },
  outbox: () => Promise<{ to: string; text: string }[]>,
): Promise<void> {
  await page.goto(`${baseUrl}/medicalprofile`);
  const noPin = page.locator('dialog[open]').getByRole('heading', { name: 'No Security Pin' });
  const enterPin = page
    .locator('dialog[open]')
    .getByRole('heading', { name: 'Enter Security Pin' });
  await noPin.or(enterPin).waitFor();
  if (await noPin.isVisible()) await shoot(page, 'medical-no-pin', width);

  await page.goto(`${baseUrl}/profile`);
  await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
  await page.getByRole('button', { name: 'GENERATE SECURITY PIN' }).click();
  await page.getByRole('status').filter({ hasText: 'secure pin' }).waitFor();
  await shoot(page, 'edit-profile', width);
  const mails = (await outbox()).filter((mail) => mail.to === athlete.email);
  const pin = /\b(\d{6})\b/.exec(mails.at(-1)?.text ?? '')?.[1] ?? '';

  await page.goto(`${baseUrl}/medicalprofile`);
  await enterPin.waitFor();
  await shoot(page, 'medical-enter-pin', width);
  await page.locator('dialog[open]').getByLabel('Security Pin', { exact: true }).fill(pin);
  await page.locator('dialog[open]').getByRole('button', { name: 'Enter' }).click();
  await page.getByRole('tabpanel').getByRole('table').waitFor();
  await shoot(page, 'medical-allergies', width);
  await page.getByRole('tab', { name: 'Surgery Event Data' }).click();
  await page.getByRole('tabpanel').getByRole('table').waitFor();
  await shoot(page, 'medical-surgery', width);
  await page.getByRole('button', { name: 'Add Medical Data' }).click();
  await page.locator('dialog[open]').getByLabel('Security Pin', { exact: true }).waitFor();
  await shoot(page, 'medical-dialog', width);

  // The demo year has four blood panels; its third ferritin is below the band.
  await page.goto(`${baseUrl}/labprofile`);
  await enterPin.waitFor();
  await page.locator('dialog[open]').getByLabel('Security Pin', { exact: true }).fill(pin);
  await page.locator('dialog[open]').getByRole('button', { name: 'Enter' }).click();
  await page.getByRole('tab', { name: 'HDL', exact: true }).click();
  await page.getByRole('tabpanel').getByRole('img').first().waitFor();
  await shoot(page, 'lab-hdl', width);

  // The blood-results view: its ID-number gate, the ferritin trend with its band and the
  // reading below it, then an import from the fixture laboratory (HDL).
  await page.getByRole('link', { name: 'Blood Results' }).click();
  const idGate = page.locator('dialog[open]');
  await idGate.getByRole('heading', { name: 'Enter your ID number' }).waitFor();
  await shoot(page, 'blood-results-id-number', width);
  await idGate.getByLabel('ID Number', { exact: true }).fill(pin);
  await idGate.getByRole('button', { name: 'Enter' }).click();
  await idGate.waitFor({ state: 'detached' });
  await page.getByRole('tab', { name: 'Ferritin', exact: true }).click();
  await page.getByRole('tabpanel').getByRole('img').first().waitFor();
  await shoot(page, 'blood-results-ferritin', width);
  await page.getByRole('tab', { name: 'HDL', exact: true }).click();
  const consent = page.getByRole('checkbox');
  // The checkbox is the consent: it turns checked once the server has recorded it.
  if (!(await consent.isChecked())) await consent.click();
  await page.getByRole('button', { name: 'Refresh Blood Results' }).waitFor();
  await page.getByRole('button', { name: 'Refresh Blood Results' }).click();
  const importDialog = page.locator('dialog[open]');
  await importDialog.getByLabel('Identity Number', { exact: true }).fill(FIXTURE_ID_NUMBER);
  await shoot(page, 'blood-results-import-dialog', width);
  await importDialog.getByRole('button', { name: 'Import' }).click();
  await importDialog.waitFor({ state: 'detached' });
  await page.getByRole('status').filter({ hasText: 'Last import' }).waitFor();
  await page.getByRole('tabpanel').getByRole('img').first().waitFor();
  await shoot(page, 'blood-results-imported', width);
}

/** My Workout Routines with each of its dialogs, and a routine run to its summary. */
async function shootWorkoutPages(page: Page, width: number, baseUrl: string): Promise<void> {
  const dialog = page.locator('dialog[open]');
  const closeDialog = async () => {
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'detached' });
  };
  await page.goto(`${baseUrl}/workout`);
  await page.getByRole('article').first().waitFor();
  await shoot(page, 'workout', width);
  await page.getByRole('article').first().getByRole('button', { name: 'More' }).click();
  await page.getByRole('table').first().waitFor();
  await shoot(page, 'workout-more', width);

  await page.getByRole('button', { name: 'Add Routines From List' }).first().click();
  await dialog.getByRole('checkbox').first().check();
  await shoot(page, 'workout-select-routines', width);
  await closeDialog();

  await page.getByRole('button', { name: 'Add Custom Routines' }).click();
  await dialog.getByRole('checkbox', { name: 'Knee', exact: true }).check();
  await dialog.getByRole('checkbox', { name: 'Strengthen', exact: true }).check();
  await shoot(page, 'workout-select-exercises', width);
  await dialog.getByRole('button', { name: 'View Exercises' }).click();
  await dialog.getByLabel('Routine Name').fill('Knee strength');
  await dialog.getByRole('checkbox').nth(1).check();
  await shoot(page, 'workout-select-exercises-list', width);
  await closeDialog();

  const first = page.getByRole('article').first();
  await first.getByRole('button', { name: /^Edit/ }).click();
  await dialog.getByLabel('Routine Name').waitFor();
  await shoot(page, 'workout-edit', width);
  await closeDialog();
  await first.getByRole('button', { name: /^Delete/ }).click();
  await shoot(page, 'workout-delete', width);
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await first.getByRole('button', { name: 'Start Routine' }).click();
  const rows = dialog.getByRole('listitem');
  await rows
    .nth(0)
    .getByRole('button', { name: /^Start/ })
    .click();
  await page.waitForTimeout(3200);
  await rows
    .nth(0)
    .getByRole('button', { name: /^Complete/ })
    .click();
  await rows
    .nth(1)
    .getByRole('button', { name: /^Start/ })
    .click();
  await page.waitForTimeout(1200);
  await shoot(page, 'workout-run', width);
  await rows
    .nth(1)
    .getByRole('button', { name: /^Complete/ })
    .click();
  const count = await rows.count();
  for (let index = 2; index < count; index += 1) {
    await rows.nth(index).getByRole('button', { name: /^Skip/ }).click();
  }
  await dialog.getByRole('button', { name: 'Finish Routine' }).click();
  await page.getByRole('heading', { name: 'Routine Summary' }).waitFor();
  await shoot(page, 'workout-summary', width);
  await closeDialog();
}

interface Login {
  email: string;
  password: string;
}

/** A browser of its own, signed in as the account through the login page. */
async function signedInPage(
  browser: Browser,
  viewport: { width: number; height: number },
  baseUrl: string,
  account: Login,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInThroughPage(page, baseUrl, account);
  return { context, page };
}

/**
 * Motus Calling as the demo athlete and the demo doctor, the join form as a visitor, and
 * their booked follow-up in progress (Chromium's fake camera and microphone).
 */
async function shootCallingPages(
  browser: Browser,
  width: number,
  baseUrl: string,
  athlete: Login,
  doctor: Login,
): Promise<void> {
  const viewport = { width, height: 900 };
  const visitor = await browser.newPage({ viewport });
  await visitor.goto(`${baseUrl}/motus-calling`);
  await visitor.getByLabel('Meeting ID').waitFor();
  await shoot(visitor, 'calling-join', width);
  await visitor.close();

  const { context: patientContext, page: patient } = await signedInPage(
    browser,
    viewport,
    baseUrl,
    athlete,
  );
  const { context: doctorContext, page: doc } = await signedInPage(
    browser,
    viewport,
    baseUrl,
    doctor,
  );

  await patient.goto(`${baseUrl}/motus-calling`);
  await patient.getByText('Calf strain follow-up').waitFor();
  await shoot(patient, 'calling-patient', width);
  await patient.getByRole('button', { name: 'Invite Doctor' }).click();
  await patient.locator('dialog[open]').waitFor();
  await shoot(patient, 'calling-invite-doctor', width);
  await patient.locator('dialog[open]').getByRole('button', { name: 'Close' }).last().click();

  await doc.goto(`${baseUrl}/motus-calling`);
  await doc.getByText('Calf strain follow-up').waitFor();
  await shoot(doc, 'calling-doctor', width);

  await patient.getByRole('link', { name: 'Join Calf strain follow-up' }).click();
  await patient.getByRole('button', { name: 'Join', exact: true }).click();
  await doc.getByRole('link', { name: 'Join Calf strain follow-up' }).click();
  await doc.getByRole('button', { name: 'Join', exact: true }).click();
  await patient.locator('video[aria-label="Video of Dana Meyer"]').waitFor();
  await patient.waitForTimeout(1500);
  await doc.getByRole('button', { name: 'Chat' }).click();
  await doc.getByLabel('Message').fill('Morning Alex, how did the calf feel on yesterday’s run?');
  await doc.getByRole('button', { name: 'Send' }).click();
  await patient.getByRole('button', { name: 'Chat' }).click();
  await patient.getByText('how did the calf feel').waitFor();
  await shoot(patient, 'call-in-progress', width);
  await doc.getByRole('button', { name: 'Chat' }).click();
  await doc.getByRole('button', { name: 'Pin Alex Runner to the spotlight' }).click();
  await shoot(doc, 'call-spotlight', width);
  await doc.getByRole('button', { name: 'Leave' }).click();
  await patient.getByRole('button', { name: 'Leave' }).click();
  await patientContext.close();
  await doctorContext.close();
}

/**
 * The care team: the doctor's page of the demo athlete, a read-only profile, the medical
 * records without a pin, the athlete's routines and sessions; the athlete's Sharing page.
 */
async function shootCareTeamPages(
  browser: Browser,
  width: number,
  baseUrl: string,
  athlete: Login,
  doctor: Login,
): Promise<void> {
  const viewport = { width, height: 900 };
  const { context: doctorContext, page: doc } = await signedInPage(
    browser,
    viewport,
    baseUrl,
    doctor,
  );
  await doc.goto(`${baseUrl}/motus-calling`);
  await doc.getByRole('link', { name: 'Alex Runner' }).click();
  await doc.getByRole('heading', { level: 1, name: 'Alex Runner' }).waitFor();
  await shoot(doc, 'patient', width);
  const patientPath = new URL(doc.url()).pathname;
  for (const [name, route] of [
    ['patient-vitals', '/vitalsprofile'],
    ['patient-medical', '/medicalprofile'],
    ['patient-blood-results', '/labprofile/blood-results'],
    ['patient-workout', '/workout'],
  ] as const) {
    await doc.goto(`${baseUrl}${patientPath}${route}`);
    await doc.getByText(/Viewing Alex Runner's data/).waitFor();
    await shoot(doc, name, width);
  }
  await doctorContext.close();

  const { context: patientContext, page: patient } = await signedInPage(
    browser,
    viewport,
    baseUrl,
    athlete,
  );
  await patient.goto(`${baseUrl}/sharing`);
  await patient.getByRole('table').waitFor();
  await shoot(patient, 'sharing', width);
  await patientContext.close();
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const configs = await loadProfileConfigs('profile-configs');
  const laboratory = await startFhirFixtureServer();
  const server = await startE2eServer({
    seedDemoAccounts: true,
    partnerFhirUrls: { ampath: laboratory.baseUrl },
  });
  const athlete = server.server.demoAccounts.find((account) => account.role === 'athlete');
  const doctor = server.server.demoAccounts.find((account) => account.role === 'doctor');
  if (!athlete || !doctor) throw new Error('No demo athlete or doctor');
  const browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
  ]);
  try {
    for (const width of widths) {
      await shootCallingPages(browser, width, server.baseUrl, athlete, doctor);
      // SHOTS=calling: only the calling pages.
      if (process.env.SHOTS === 'calling') continue;
      await shootCareTeamPages(browser, width, server.baseUrl, athlete, doctor);
      // SHOTS=care-team: only the calling and care-team pages.
      if (process.env.SHOTS === 'care-team') continue;
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.baseUrl}/login`);
      await shoot(page, 'login', width);
      await page.getByLabel('Email').fill(athlete.email);
      await page.getByLabel('Password', { exact: true }).fill(athlete.password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await page.waitForURL('**/dashboard');
      await shoot(page, 'dashboard', width);
      await shootWorkoutPages(page, width, server.baseUrl);
      // SHOTS=workout: only the workout pages, for a quick look while working on them.
      if (process.env.SHOTS === 'workout') continue;
      for (const config of configs.filter((candidate) => !candidate.pin)) {
        await page.goto(`${server.baseUrl}${config.route}`);
        await page.getByRole('heading', { level: 1, name: config.title }).waitFor();
        await page.getByRole('tabpanel').getByRole('img').first().waitFor();
        await shoot(page, config.id, width);
      }
      await shootPinGatedPages(page, width, server.baseUrl, athlete, () => server.outbox());
      const fitness = configs.find((config) => config.id === 'fitness');
      if (fitness) {
        await page.goto(`${server.baseUrl}${fitness.route}`);
        await page.getByRole('tab', { name: 'Workout', exact: true }).click();
        await page.getByRole('tabpanel').getByRole('img').first().waitFor();
        await shoot(page, 'fitness-workout', width);
        await page.getByRole('button', { name: fitness.add_button_label }).click();
        await page.locator('dialog[open]').waitFor();
        await shoot(page, 'fitness-dialog', width);
      }
      await page.goto(`${server.baseUrl}/no-such-page`);
      await shoot(page, 'not-found', width);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.stop();
    await laboratory.close();
  }
  console.log(`Screenshots in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
