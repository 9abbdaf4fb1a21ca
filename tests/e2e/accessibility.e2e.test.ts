import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { axeViolations as violations } from './support/axe';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { addDataReady } from './support/profileDialog';
import { registerAndSignIn } from './support/signIn';

describe('accessibility of every page in a real browser (axe-core)', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;
  let configs: ProfileConfig[];

  beforeAll(async () => {
    server = await startE2eServer();
    configs = await loadProfileConfigs('profile-configs');
    browser = await launchChromium();
    // Colours settle at once (the app honours reduced motion): axe measuring contrast while a
    // button fades from its pre-hydration grey to its colour reported the blend, now and then.
    page = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      reducedMotion: 'reduce',
    });
  });
  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it.each([
    '/login',
    '/register',
    '/forgot-password',
    '/reset-password?token=x',
    '/terms-and-conditions',
  ])('%s has no violations', async (path) => {
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await violations(page)).toEqual([]);
  });

  it('the signed-in pages, the profile pages, the pin gate, Edit Profile, the blood-results view and the dialogs have no violations', async () => {
    await registerAndSignIn(page, server.baseUrl, 'Axel');
    const found: Record<string, string[]> = {};
    await page.getByRole('heading', { level: 1 }).waitFor();
    found['/dashboard'] = await violations(page);
    await page.goto(`${server.baseUrl}/about`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    found['/about'] = await violations(page);
    for (const config of configs) {
      await page.goto(`${server.baseUrl}${config.route}`);
      await page.getByRole('heading', { level: 1, name: config.title }).waitFor();
      if (config.pin) {
        // No pin yet: the gate's 'No Security Pin' dialog is what the page shows.
        await page.locator('dialog[open]').getByRole('heading').first().waitFor();
      } else {
        await page
          .getByRole('tabpanel')
          .getByText(/No readings|as a table/)
          .first()
          .waitFor();
      }
      found[config.route] = await violations(page);
    }
    await page.getByRole('button', { name: configs.at(-1)!.add_button_label }).click();
    // The form is shown once its validator has come from the server (decision 017).
    await addDataReady(page);
    found['Add Data dialog'] = await violations(page);

    await page.goto(`${server.baseUrl}/profile`);
    await page.getByRole('heading', { level: 1, name: 'Edit Profile' }).waitFor();
    found['/profile'] = await violations(page);
    await page.getByRole('button', { name: 'GENERATE SECURITY PIN' }).click();
    await page.getByRole('status').filter({ hasText: 'secure pin' }).waitFor();
    const pin = /\b(\d{6})\b/.exec((await server.outbox()).at(-1)?.text ?? '')?.[1] ?? '';
    const gated = configs.find((config) => config.pin)!;
    await page.goto(`${server.baseUrl}${gated.route}`);
    const gate = page.locator('dialog[open]');
    await gate.getByLabel('Security Pin', { exact: true }).waitFor();
    found['Enter Security Pin dialog'] = await violations(page);
    await gate.getByLabel('Security Pin', { exact: true }).fill(pin);
    await gate.getByRole('button', { name: 'Enter' }).click();
    await page.getByRole('tabpanel').getByText('No records in this range').waitFor();
    found[`${gated.route} records`] = await violations(page);
    await page.getByRole('button', { name: gated.add_button_label }).click();
    await addDataReady(page);
    found['pin-gated Add Data dialog'] = await violations(page);

    const view = configs.find((config) => config.view_of !== undefined)!;
    await page.goto(`${server.baseUrl}${view.route}`);
    await gate.getByLabel('ID Number', { exact: true }).fill(pin);
    await gate.getByRole('button', { name: 'Enter' }).click();
    await gate.waitFor({ state: 'detached' });
    await page
      .getByRole('tabpanel')
      .getByText(/No readings/)
      .waitFor();
    found[`${view.route} charts`] = await violations(page);
    await page.getByRole('checkbox').click();
    await page.getByRole('button', { name: 'Refresh Blood Results' }).click();
    await page.locator('dialog[open]').getByLabel('Identity Number', { exact: true }).waitFor();
    found['partner import dialog'] = await violations(page);
    expect(Object.entries(found).filter(([, list]) => list.length > 0)).toEqual([]);
  });

  it('My Workout Routines, its dialogs and a running routine have no violations', async () => {
    const found: Record<string, string[]> = {};
    const dialog = page.locator('dialog[open]');
    await page.goto(`${server.baseUrl}/workout`);
    await page.getByText('No routines yet').waitFor();
    found['/workout empty'] = await violations(page);

    await page.getByRole('button', { name: 'Add Routines From List' }).first().click();
    await dialog.getByRole('checkbox').first().check();
    found['Select Routines'] = await violations(page);
    await dialog.getByRole('button', { name: 'Add Routines' }).click();
    await dialog.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: 'Add Custom Routines' }).click();
    await dialog.getByRole('checkbox', { name: 'Knee', exact: true }).check();
    found['Select Exercises, lists'] = await violations(page);
    await dialog.getByRole('button', { name: 'View Exercises' }).click();
    await dialog.getByLabel('Routine Name').waitFor();
    found['Select Exercises, exercises'] = await violations(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();

    const routine = page.getByRole('article').first();
    await routine.getByRole('button', { name: 'More' }).click();
    await routine.getByText('No saved sessions yet', { exact: false }).waitFor();
    found['/workout with a routine opened'] = await violations(page);
    await routine.getByRole('button', { name: /^Edit/ }).click();
    await dialog.getByLabel('Routine Name').waitFor();
    found['Edit Routine'] = await violations(page);
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await routine.getByRole('button', { name: /^Delete/ }).click();
    found['Delete Routine'] = await violations(page);
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await routine.getByRole('button', { name: 'Start Routine' }).click();
    await dialog
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: /^Start/ })
      .click();
    found['Start Routine, running'] = await violations(page);
    expect(Object.entries(found).filter(([, list]) => list.length > 0)).toEqual([]);
  });
});
