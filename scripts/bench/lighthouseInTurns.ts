/**
 * Two (or more) builds of the client measured by Lighthouse's mobile settings in turns: on this
 * shared machine the same build's Total Blocking Time moves by a factor of two within an hour,
 * so a change is compared with the build before it in the same minutes, each run followed by
 * the other build's (the order swapped every run), never against a figure from another time.
 * Each build is served by its own server (the embedded database, the demo accounts) and signed
 * in first, unless the page is a signed-out one.
 *   npx vite build --outDir /tmp/before     (on the commit before; then on the change:)
 *   npx vite build --outDir /tmp/after
 *   tsx scripts/bench/lighthouseInTurns.ts --builds /tmp/before,/tmp/after [--page /vitalsprofile] [--runs 8] [--signed-out]
 * Prints each run (build, CPU index, LCP, TBT), then each build's medians with the lowest and
 * highest run: decision 020's comparisons were measured this way.
 */
import path from 'node:path';
import { startE2eServer, type E2eServer } from '../../tests/e2e/support/e2eServer';
import { signInThroughPage } from '../../tests/e2e/support/signIn';
import { launchLighthouseBrowser } from './lighthouse/lighthouseBrowser';
import { lighthouseRun, spread, type Vitals } from './lighthouse/lighthouseRun';
import { median } from './median';

interface Options {
  builds: string[];
  page: string;
  runs: number;
  signedOut: boolean;
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
  if (builds.length === 0) {
    throw new Error('--builds needs the built clients to compare, comma-separated (vite --outDir)');
  }
  const page = valueOf('--page') ?? '/vitalsprofile';
  if (!page.startsWith('/'))
    throw new Error(`--page is a path of the app, such as /vitalsprofile, not "${page}"`);
  const runsText = valueOf('--runs') ?? '8';
  const runs = Number(runsText);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs is a whole number of runs, not "${runsText}"`);
  return { builds, page, runs, signedOut: argv.includes('--signed-out') };
}

async function main(): Promise<void> {
  const options = readOptions(process.argv.slice(2));
  // The same build may be given twice, to see the machine's own spread: each served on its own.
  const servers: { label: string; server: E2eServer; runs: Vitals[] }[] = [];
  const browser = await launchLighthouseBrowser();
  const { port, page } = browser;
  try {
    for (const [index, build] of options.builds.entries()) {
      const label = options.builds.indexOf(build) === index ? build : `${build} (#${index + 1})`;
      const server = await startE2eServer({
        seedDemoAccounts: true,
        clientDir: path.resolve(build),
      });
      servers.push({ label, server, runs: [] });
      const athlete = server.server.demoAccounts.find((account) => account.role === 'athlete');
      if (!athlete) throw new Error('No demo athlete');
      if (!options.signedOut) await signInThroughPage(page, server.baseUrl, athlete);
      // Two loads first, as a returning visitor's: the code in the browser's cache, the stored
      // profile list in IndexedDB.
      for (let load = 0; load < 2; load++) {
        await page.goto(server.baseUrl + options.page);
        await page.waitForTimeout(1500);
      }
    }
    for (let run = 0; run < options.runs; run++) {
      const order = run % 2 === 0 ? servers : [...servers].reverse();
      for (const { label, server, runs } of order) {
        const vitals = await lighthouseRun(server.baseUrl + options.page, port, undefined);
        runs.push(vitals);
        console.log(
          `run ${run + 1} ${label}: CPU index ${Math.round(vitals.benchmarkIndex)}, LCP ${Math.round(vitals.lcpMs)} ms, TBT ${Math.round(vitals.tbtMs)} ms`,
        );
      }
    }
    console.log(
      `\n${options.page}, Lighthouse mobile, ${options.runs} runs each in turns: median (lowest–highest)`,
    );
    for (const { label, runs } of servers) {
      const tbts = runs.map((vitals) => vitals.tbtMs);
      const lcps = runs.map((vitals) => vitals.lcpMs);
      console.log(
        `  ${label.padEnd(32)} TBT ${Math.round(median(tbts))} ms (${spread(tbts)})   LCP ${(median(lcps) / 1000).toFixed(2)} s (${spread(lcps, 2, 1000)})`,
      );
    }
  } finally {
    await browser.close();
    for (const { server } of servers) await server.stop();
  }
}

await main();
