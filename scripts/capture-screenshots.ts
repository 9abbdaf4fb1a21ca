/**
 * Screenshots of every page, signed in as the demo athlete with its half year of readings,
 * at a desktop and a phone width, into .tmp/screenshots/. Build the client first
 * (npx vite build); then: tsx scripts/capture-screenshots.ts
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { loadProfileConfigs } from '../src/server/profile-configs/loadProfileConfigs';
import { launchChromium } from '../tests/e2e/support/chromium';
import { startE2eServer } from '../tests/e2e/support/e2eServer';

const outDir = path.resolve('.tmp/screenshots');
const widths = [1280, 375];

async function shoot(page: Page, name: string, width: number): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(400);
  await page.screenshot({ path: path.join(outDir, `${name}-${width}.png`), fullPage: true });
}

async function main(): Promise<void> {
  fs.mkdirSync(outDir, { recursive: true });
  const configs = await loadProfileConfigs('profile-configs');
  const server = await startE2eServer({ seedDemoAccounts: true });
  const athlete = server.server.demoAccounts.find((account) => account.role === 'athlete');
  if (!athlete) throw new Error('No demo athlete');
  const browser = await launchChromium();
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      await page.goto(`${server.baseUrl}/login`);
      await shoot(page, 'login', width);
      await page.getByLabel('Email').fill(athlete.email);
      await page.getByLabel('Password', { exact: true }).fill(athlete.password);
      await page.getByRole('button', { name: 'LOG IN' }).click();
      await page.waitForURL('**/dashboard');
      await shoot(page, 'dashboard', width);
      for (const config of configs) {
        await page.goto(`${server.baseUrl}${config.route}`);
        await page.getByRole('heading', { level: 1, name: config.title }).waitFor();
        await page.getByRole('tabpanel').getByRole('img').first().waitFor();
        await shoot(page, config.id, width);
      }
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
  }
  console.log(`Screenshots in ${outDir}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
