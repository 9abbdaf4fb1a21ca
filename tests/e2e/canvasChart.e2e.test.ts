import { DateTime } from 'luxon';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDailyWorkout } from '../../scripts/bench/seedManyReadings';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { launchChromium } from './support/chromium';
import { startE2eServer, type E2eServer } from './support/e2eServer';
import { registerAndSignIn } from './support/signIn';

/** Pixels of the canvas that are not the white background: proof that something was drawn. */
const DRAWN_PIXELS = `(() => {
  const canvas = document.querySelector('[data-renderer="canvas"] canvas');
  const context = canvas.getContext('2d');
  const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
  let drawn = 0;
  for (let index = 0; index < data.length; index += 4) {
    if (data[index] < 250 || data[index + 1] < 250 || data[index + 2] < 250) drawn += 1;
  }
  return drawn;
})()`;

describe('a chart of many readings, in a real browser', () => {
  let server: E2eServer;
  let browser: Browser;
  let page: Page;

  beforeAll(async () => {
    server = await startE2eServer();
    browser = await launchChromium();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  });

  afterAll(async () => {
    await browser.close();
    await server.stop();
  });

  it('draws a year of the 18-line Workout on a canvas and names the nearest reading on hover', async () => {
    const configs = await loadProfileConfigs('profile-configs');
    const fitness = configs.find((config) => config.route === '/fitnessprofile');
    const workout = fitness?.datasets.find((dataset) => dataset.name === 'Workout');
    if (!fitness || !workout) throw new Error('No Workout dataset in the Fitness profile');
    const account = await registerAndSignIn(page, server.baseUrl, 'Wanda');
    const { db } = server.server.database;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('email', '=', account.email)
      .executeTakeFirstOrThrow();
    await seedDailyWorkout(db, user.id, workout.id, 365);

    await page.goto(`${server.baseUrl}${fitness.route}`);
    const today = DateTime.local();
    await page.getByLabel('From', { exact: true }).fill(today.minus({ days: 364 }).toISODate());
    await page.getByLabel('To', { exact: true }).fill(today.toISODate());
    await page.getByRole('button', { name: 'Customize Date Range' }).click();
    await page.getByRole('tab', { name: 'Workout' }).click();

    // 365 days × 16 heart-rate lines: past the point where the chart leaves SVG for canvas.
    const chart = page.locator('[data-renderer="canvas"]').first();
    await chart.waitFor();
    expect(await chart.getAttribute('aria-label')).toContain('Workout (bpm) chart from');
    await expect.poll(() => page.evaluate<number>(DRAWN_PIXELS)).toBeGreaterThan(10_000);

    const box = await chart.locator('canvas').boundingBox();
    if (!box) throw new Error('The chart has no box');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 3);
    const tooltip = page.locator('.chart-tooltip');
    await tooltip.waitFor();
    await expect.poll(() => tooltip.textContent()).toMatch(/bpm.*\d{4}-\d{2}-\d{2} 07:00/);
  });
});
