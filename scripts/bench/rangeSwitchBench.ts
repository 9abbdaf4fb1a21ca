/**
 * A range switch on a warm profile page, in headless Chromium against the real server and the
 * built client: the demo athlete's Vitals page is open with This Year drawn, This Month is
 * clicked, and the time runs until the chart for the new range is drawn (its label names the
 * new range, nothing is being fetched, then one more frame). The first switch fetches from the
 * server; switching back and forth after it is answered from the browser's cache.
 *   tsx scripts/bench/rangeSwitchBench.ts [--runs 5]
 */
import { execFileSync } from 'node:child_process';
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { launchChromium } from '../../tests/e2e/support/chromium';
import { median } from './median';
import { startE2eServer } from '../../tests/e2e/support/e2eServer';
import { signInThroughPage } from '../../tests/e2e/support/signIn';

const PROFILE_PATH = '/vitalsprofile';

/**
 * Clicks a range button and resolves with the milliseconds until the new chart is drawn.
 * The in-page code is a string: tsx would wrap named functions in a helper the page lacks.
 */
function switchRange(page: Page, button: string, rangeStart: string): Promise<number> {
  return page.evaluate(`new Promise((resolve, reject) => {
    const target = [...document.querySelectorAll('button')].find(
      (element) => element.textContent.trim() === ${JSON.stringify(button)});
    if (!target) return reject(new Error('No button ' + ${JSON.stringify(button)}));
    const started = performance.now();
    target.click();
    const drawn = () =>
      document.querySelector('[role="img"][aria-label*="chart from ${rangeStart} to"]') !== null &&
      document.querySelector('.tab-chart[aria-busy="true"]') === null;
    const check = () => {
      if (drawn()) requestAnimationFrame(() => resolve(performance.now() - started));
      else if (performance.now() - started > 30000) reject(new Error('No chart in 30 s'));
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
  })`);
}

async function main(): Promise<void> {
  const runsIndex = process.argv.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;
  execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
  const server = await startE2eServer({ seedDemoAccounts: true });
  const browser = await launchChromium();
  const monthStart = DateTime.local().startOf('month').toFormat('yyyy-MM-dd');
  const yearStart = DateTime.local().startOf('year').toFormat('yyyy-MM-dd');
  const athlete = server.server.demoAccounts.find((account) => account.role === 'athlete');
  if (!athlete) throw new Error('No demo athlete');
  try {
    const firstSwitches: number[] = [];
    const cachedSwitches: number[] = [];
    for (let run = 0; run < runs; run++) {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      await signInThroughPage(page, server.baseUrl, athlete);
      await page.goto(`${server.baseUrl}${PROFILE_PATH}`);
      await page.locator(`[role="img"][aria-label*="chart from ${yearStart} to"]`).waitFor();
      firstSwitches.push(await switchRange(page, 'This Month', monthStart));
      await switchRange(page, 'This Year', yearStart);
      cachedSwitches.push(await switchRange(page, 'This Month', monthStart));
      await page.close();
    }
    console.log(
      `\nRange switch This Year → This Month on ${PROFILE_PATH}, click → drawn (median of ${runs} pages)`,
    );
    console.table({
      'first switch (fetched from the server)': { 'median ms': Math.round(median(firstSwitches)) },
      'again (from the browser cache)': { 'median ms': Math.round(median(cachedSwitches)) },
    });
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
