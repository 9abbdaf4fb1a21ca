/**
 * Two (or more) builds of the client measured by Lighthouse's mobile settings in turns: on this
 * shared machine the same build's Total Blocking Time moves by a factor of two within an hour,
 * so a change is compared with the build before it in the same minutes, each run followed by
 * the other build's (the order swapped every run), never against a figure from another time.
 * Each build is served by its own server (the embedded database, the demo accounts) and signed
 * in first, unless the page is a signed-out one.
 *   npx vite build --outDir /tmp/before     (on the commit before; then on the change:)
 *   npx vite build --outDir /tmp/after
 *   tsx scripts/bench/lighthouseInTurns.ts --builds /tmp/before,/tmp/after [--page /vitalsprofile] [--runs 8] [--signed-out] [--slowed]
 * --urls http://127.0.0.1:3101,http://127.0.0.1:3102 in place of --builds: servers already
 * running (`npm start` in two checkouts, with PORT and DATA_DIR each), for a change that moves
 * the server's side of a page too; the demo athlete signs in on each.
 * --slowed adds, after each Lighthouse run, the page loaded with the CPU slowed 4× and no trace.
 * Prints each run (build, CPU index, LCP, TBT), then each build's medians with the lowest and
 * highest run: decision 020's comparisons were measured this way.
 */
import path from 'node:path';
import { startE2eServer, type E2eServer } from '../../tests/e2e/support/e2eServer';
import type { Page } from 'playwright-core';
import { signInThroughPage } from '../../tests/e2e/support/signIn';
import { demoUsers } from '../../src/server/services/demo/demoAccounts';
import { launchLighthouseBrowser } from './lighthouse/lighthouseBrowser';
import { lighthouseRun, spread, type Vitals } from './lighthouse/lighthouseRun';
import { median } from './median';
import { throttledPageLoads, type ThrottledLoad } from './throttledPageLoad';

/** Lighthouse's mobile screen (a Moto G Power), for the 4×-slowed loads. */
const PHONE_VIEWPORT = { width: 412, height: 823 };

interface Options {
  builds: string[];
  urls: string[];
  page: string;
  runs: number;
  signedOut: boolean;
  /** Also the page loaded with the CPU slowed 4×, untraced, in the same turns. */
  slowed: boolean;
}

/** One 4×-slowed load in a tab of its own, so each load's observers are its own. */
async function slowedLoad(signInPage: Page, url: string): Promise<ThrottledLoad> {
  const tab = await signInPage.context().newPage();
  try {
    await tab.setViewportSize(PHONE_VIEWPORT);
    const [load] = await throttledPageLoads(tab, url, { runs: 1, cpuSlowdown: 4 });
    if (!load) throw new Error(`${url} gave no slowed load`);
    return load;
  } finally {
    await tab.close();
  }
}

function readOptions(argv: string[]): Options {
  const valueOf = (name: string): string | undefined => {
    const index = argv.indexOf(name);
    if (index < 0) return undefined;
    const value = argv[index + 1];
    if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
    return value;
  };
  const builds = (valueOf('--builds') ?? '').split(',').filter(Boolean);
  const urls = (valueOf('--urls') ?? '').split(',').filter(Boolean);
  if (builds.length + urls.length === 0) {
    throw new Error(
      '--builds needs the built clients to compare, comma-separated (vite --outDir), or --urls the running servers',
    );
  }
  const page = valueOf('--page') ?? '/vitalsprofile';
  if (!page.startsWith('/'))
    throw new Error(`--page is a path of the app, such as /vitalsprofile, not "${page}"`);
  const runsText = valueOf('--runs') ?? '8';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs is a whole number of runs, not "${runsText}"`);
  return {
    builds,
    urls,
    page,
    runs,
    signedOut: argv.includes('--signed-out'),
    slowed: argv.includes('--slowed'),
  };
}

function demoAthlete(): { email: string; password: string } {
  const athlete = demoUsers.find((user) => user.role === 'athlete');
  if (!athlete) throw new Error('The demo accounts have no athlete');
  return athlete;
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  // The same build may be given twice, to see the machine's own spread: each served on its own.
  const servers: {
    label: string;
    baseUrl: string;
    server?: E2eServer;
    runs: Vitals[];
    slowedRuns: ThrottledLoad[];
  }[] = [];
  const browser = await launchLighthouseBrowser();
  const { port, page } = browser;
  try {
    for (const [index, build] of options.builds.entries()) {
      const label = options.builds.indexOf(build) === index ? build : `${build} (#${index + 1})`;
      const server = await startE2eServer({
        seedDemoAccounts: true,
        clientDir: path.resolve(build),
      });
      servers.push({ label, baseUrl: server.baseUrl, server, runs: [], slowedRuns: [] });
    }
    for (const url of options.urls) {
      servers.push({ label: url, baseUrl: url, runs: [], slowedRuns: [] });
    }
    for (const { baseUrl } of servers) {
      if (!options.signedOut) {
        // Typed once the page's code has taken the login form over, on every build alike.
        await page.goto(`${baseUrl}/login`);
        await page.waitForTimeout(3000);
        await signInThroughPage(page, baseUrl, demoAthlete(), { onLoginPage: true });
      }
      // Two loads first, as a returning visitor's: the code and the profile list in the
      // browser's cache.
      for (let load = 0; load < 2; load++) {
        await page.goto(baseUrl + options.page);
        await page.waitForTimeout(1500);
      }
    }
    for (let run = 0; run < options.runs; run++) {
      const order = run % 2 === 0 ? servers : [...servers].reverse();
      for (const { label, baseUrl, runs, slowedRuns } of order) {
        const vitals = await lighthouseRun(baseUrl + options.page, port, undefined);
        runs.push(vitals);
        const slowed = options.slowed ? await slowedLoad(page, baseUrl + options.page) : undefined;
        if (slowed) slowedRuns.push(slowed);
        console.log(
          `run ${run + 1} ${label}: CPU index ${Math.round(vitals.benchmarkIndex)}, LCP ${Math.round(vitals.lcpMs)} ms, TBT ${Math.round(vitals.tbtMs)} ms` +
            (slowed ? `; 4× slowed LCP ${Math.round(slowed.lcpMs)} ms` : ''),
        );
      }
    }
    console.log(
      `\n${options.page}, Lighthouse mobile, ${options.runs} runs each in turns: median (lowest–highest)`,
    );
    for (const { label, runs, slowedRuns } of servers) {
      const tbts = runs.map((vitals) => vitals.tbtMs);
      const lcps = runs.map((vitals) => vitals.lcpMs);
      const slowedLcps = slowedRuns.map((load) => load.lcpMs);
      const slowedBlocking = slowedRuns.map((load) => load.blockingMs);
      console.log(
        `  ${label.padEnd(32)} TBT ${Math.round(median(tbts))} ms (${spread(tbts)})   LCP ${(median(lcps) / 1000).toFixed(2)} s (${spread(lcps, 2, 1000)})` +
          (slowedRuns.length > 0
            ? `   4× slowed untraced: LCP ${(median(slowedLcps) / 1000).toFixed(2)} s (${spread(slowedLcps, 2, 1000)}), blocking after FCP ${Math.round(median(slowedBlocking))} ms (${spread(slowedBlocking)})`
            : ''),
      );
    }
  } finally {
    await browser.close();
    for (const { server } of servers) await server?.stop();
  }
}

await main();
