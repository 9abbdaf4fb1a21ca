/**
 * How long the Fitness Workout chart takes from data to painted in headless Chromium, for
 * one and ten years of daily readings: nivo on the full data, nivo on the server-thinned
 * reply the product draws, the same reply held to SVG (one renderer for every chart), and
 * uPlot on the full data as the reference for what a browser can do. Each figure is the median of several cold page loads, taken round by round across
 * the libraries, with each one's ratio to uPlot.
 *   tsx scripts/bench/chartPaintBench.ts [--runs 5]
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { launchChromium } from '../../tests/e2e/support/chromium';
import type { BenchResult } from './chart/chartBenchPage';
import { median } from './median';

const pageDir = path.resolve('.tmp/bench-chart');
const libraries = ['uplot', 'nivo-thinned', 'nivo-svg-thinned', 'nivo'] as const;
type Library = (typeof libraries)[number];
const yearsToMeasure = [1, 10];

async function main(): Promise<void> {
  const runsIndex = process.argv.indexOf('--runs');
  const runs = runsIndex >= 0 ? Number(process.argv[runsIndex + 1]) : 5;
  execFileSync('npx', ['vite', 'build', '--config', 'scripts/bench/chart/vite.config.ts'], {
    stdio: 'inherit',
  });
  const server = Fastify();
  await server.register(fastifyStatic, { root: pageDir });
  const base = await server.listen({ port: 0, host: '127.0.0.1' });
  const browser = await launchChromium();
  const rows: Record<string, Record<string, string | number>> = {};
  // One page load and its result; the page is new each time (cold), the browser is not.
  async function load(library: Library, years: number): Promise<BenchResult> {
    const page = await browser.newPage({ viewport: { width: 1280, height: 600 } });
    await page.goto(`${base}/index.html?library=${library}&years=${years}`);
    await page.waitForFunction(() => window.__benchResult !== undefined, null, {
      timeout: 120_000,
    });
    const result = await page.evaluate(() => window.__benchResult);
    await page.close();
    if (!result || 'error' in result) throw new Error(`${library}, ${years} y: ${result?.error}`);
    return result;
  }
  try {
    // A first load of each page fills the browser's caches; it counts for none of them.
    for (const library of libraries) await load(library, 1);
    for (const years of yearsToMeasure) {
      const times = new Map<Library, number[]>(libraries.map((library) => [library, []]));
      const hovers = new Map<Library, number[]>(libraries.map((library) => [library, []]));
      const firstHovers = new Map<Library, number[]>(libraries.map((library) => [library, []]));
      const details = new Map<Library, string>();
      // Round by round, so a busy moment of the machine weighs on every library alike.
      for (let run = 0; run < runs; run++) {
        for (const library of libraries) {
          const result = await load(library, years);
          times.get(library)?.push(result.ms);
          hovers.get(library)?.push(result.hoverMs);
          firstHovers.get(library)?.push(result.firstHoverMs);
          details.set(library, `${result.renderer}, ${result.points.toLocaleString('en')} points`);
        }
      }
      const uplot = median(times.get('uplot') ?? []);
      const uplotHover = median(hovers.get('uplot') ?? []);
      for (const library of libraries) {
        const ms = median(times.get(library) ?? []);
        const hover = median(hovers.get(library) ?? []);
        rows[`${years} y · ${library}`] = {
          'median ms': Math.round(ms),
          '× uPlot': (ms / uplot).toFixed(2),
          'first hover ms': Math.round(median(firstHovers.get(library) ?? [])),
          'hover ms': hover.toFixed(1),
          'hover × uPlot': (hover / uplotHover).toFixed(2),
          drawn: details.get(library) ?? '',
        };
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
  console.log(
    `\nFitness Workout chart, data to painted and a pointer move to its tooltip painted, in headless Chromium (median of ${runs} cold pages)`,
  );
  console.table(rows);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
