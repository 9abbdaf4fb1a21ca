/**
 * Lighthouse (the npm package, driving Debian's Chromium) on the built product: LCP, CLS and
 * TBT of the login page (signed out), of a profile page (the demo athlete's Vitals, signed
 * in) and of the dashboard (where a signed-in person lands, signed in), with
 * Lighthouse's desktop settings and with its default mobile ones (simulated slow
 * 4G, CPU slowed 4×). The median of the runs is printed, with the lowest and highest.
 * Then, as a companion figure, the profile page loaded in
 * Chromium with its CPU slowed 4× and no trace running (throttledPageLoad.ts).
 *   tsx scripts/bench/lighthouseBench.ts [--runs 3]
 *   LIGHTHOUSE_SHIFTS=1 …   also prints which elements moved (Lighthouse's layout-shifts audit)
 *   LIGHTHOUSE_TASKS=1 …    also prints the long tasks, the scripts' costs and the LCP element
 */
import { execFileSync } from 'node:child_process';
import type { Config } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import type { Page } from 'playwright-core';
import { startE2eServer } from '../../tests/e2e/support/e2eServer';
import { signInThroughPage } from '../../tests/e2e/support/signIn';
import { paths } from '../../src/shared/routes/paths';
import { launchLighthouseBrowser } from './lighthouse/lighthouseBrowser';
import { lighthouseRun, spread, type Vitals } from './lighthouse/lighthouseRun';
import { median } from './median';
import { throttledPageLoads } from './throttledPageLoad';

const PROFILE_PATH = '/vitalsprofile';
/** Lighthouse's mobile screen (a Moto G Power), for the throttled companion loads. */
const PHONE_VIEWPORT = { width: 412, height: 823 };

function line(label: string, runs: Vitals[]): string {
  const lcps = runs.map((run) => run.lcpMs);
  const tbts = runs.map((run) => run.tbtMs);
  const lcp = median(lcps);
  const cls = median(runs.map((run) => run.cls));
  const tbt = median(tbts);
  const cpu = median(runs.map((run) => run.benchmarkIndex));
  const met = lcp <= 1000 && cls <= 0.02 && tbt <= 100 ? 'goal met' : 'goal not met';
  return `  ${label.padEnd(48)} LCP ${(lcp / 1000).toFixed(2)} s (${spread(lcps, 2, 1000)})   CLS ${cls.toFixed(3)}   TBT ${Math.round(tbt)} ms (${spread(tbts)})   (${met}: ≤ 1.0 s / ≤ 0.02 / ≤ 100 ms; CPU index ${Math.round(cpu)})`;
}

/** The companion line: the profile page in Chromium with its CPU slowed, untraced. */
async function throttledLine(page: Page, url: string, runs: number): Promise<string> {
  await page.setViewportSize(PHONE_VIEWPORT);
  const loads = await throttledPageLoads(page, url, { runs, cpuSlowdown: 4 });
  const lcps = loads.map((load) => load.lcpMs);
  const blocking = loads.map((load) => load.blockingMs);
  return `  ${'Vitals profile, CPU 4× slower, untraced'.padEnd(48)} LCP ${(median(lcps) / 1000).toFixed(2)} s (${spread(lcps, 2, 1000)})   blocking after FCP ${Math.round(median(blocking))} ms (${spread(blocking)})   (local network; not Lighthouse: a companion figure)`;
}

async function main(): Promise<void> {
  const runsIndex = process.argv.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 3;
  execFileSync('npx', ['vite', 'build'], { stdio: 'ignore' });
  const server = await startE2eServer({ seedDemoAccounts: true });
  const athlete = server.server.demoAccounts.find((account) => account.role === 'athlete');
  if (!athlete) throw new Error('No demo athlete');
  const browser = await launchLighthouseBrowser();
  const { port, page } = browser;
  try {
    const settings: [string, Config | undefined][] = [
      ['desktop', desktopConfig],
      ['mobile (slow 4G, CPU 4× slower)', undefined],
    ];
    const profileUrl = `${server.baseUrl}${PROFILE_PATH}`;
    const results: string[] = [];
    /** A line per setting for the page at `url`, `runs` Lighthouse runs each. */
    const measurePage = async (label: string, url: string) => {
      for (const [name, config] of settings) {
        const vitals: Vitals[] = [];
        for (let run = 0; run < runs; run++) vitals.push(await lighthouseRun(url, port, config));
        results.push(line(`${label}, ${name}`, vitals));
      }
    };
    await measurePage('login', `${server.baseUrl}${paths.login}`);
    await signInThroughPage(page, server.baseUrl, athlete);
    await measurePage('Vitals profile', profileUrl);
    await measurePage('dashboard', `${server.baseUrl}${paths.dashboard}`);
    results.push(await throttledLine(page, profileUrl, runs));
    console.log(
      `\nLighthouse ${runs} runs each, median (lowest–highest) (Debian's Chromium, the built client)`,
    );
    for (const result of results) console.log(result);
  } finally {
    await browser.close();
    await server.stop();
  }
}

await main();
