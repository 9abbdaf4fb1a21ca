/**
 * npm run bench: every benchmark in turn, each printing its own figures.
 *   the headline first: many people reading, writing and opening pages at once on one server
 *   (mixedLoadBench.ts: PGlite and PostgreSQL, req/s, latency and CPU per request), then a
 *   year of writes on PGlite and the same load on the database they aged beside a fresh one
 *   (longWriteBench.ts: 50,000 readings through the API; write rate, folder size), then
 *   the JavaScript each page loads (gzip), the chart from data to painted (nivo beside
 *   uPlot), a range switch on a warm profile page (click → drawn), Lighthouse on login and a
 *   profile page, then the server's date-range read among 1,000,000 readings on PGlite and on a
 *   private PostgreSQL server (and on PGlite what a doctor's read of a patient's charts, grant
 *   checked and logged, costs against the patient's own), the FHIR and CSV exports of ten years
 *   of daily readings in every dataset on PGlite (time, size, the server's memory growth), a
 *   clinician's panel of 500 patients on PostgreSQL (statements, p50 and p99 idle and loaded), the
 *   read among 10,000,000 on PostgreSQL, then how long `npm start` takes to its first 200 on a
 *   built checkout. The machine's load average is printed before each, since every figure
 *   moves with it.
 *
 *   npm run bench -- --quick   the same in a few minutes: the mixed load with fewer people for
 *                              5 s, 5,000 readings of long writes, the bundle report,
 *                              the chart with one run, the PGlite read among 20,000
 *                              readings for 3 s
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';

const quick = process.argv.includes('--quick');

function loadAverage(): string {
  return os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
}

function run(title: string, command: string, args: string[]): void {
  console.log(
    `\n== ${title} (load average 1/5/15 min: ${loadAverage()}, ${os.cpus().length} cores)`,
  );
  execFileSync(command, args, { stdio: 'inherit' });
}

execFileSync('bash', ['scripts/ensure-chromium.sh'], { stdio: 'inherit' });
run('Mixed load of many people, PGlite and PostgreSQL', 'bash', [
  'scripts/with-postgres.sh',
  'npx',
  'tsx',
  'scripts/bench/mixedLoadBench.ts',
  ...(quick ? ['--quick'] : []),
]);
run('A year of writes on PGlite, then the mixed load on the aged and a fresh database', 'npx', [
  'tsx',
  'scripts/bench/longWriteBench.ts',
  ...(quick ? ['--quick'] : []),
]);
run('JavaScript per page', 'npx', ['tsx', 'scripts/bench/bundleReport.ts']);
if (quick) {
  run('Chart, data to painted', 'npx', ['tsx', 'scripts/bench/chartPaintBench.ts', '--runs', '1']);
  run('Server reads, PGlite', 'npx', [
    'tsx',
    'scripts/bench/serverReadBench.ts',
    '--readings',
    '20000',
    '--seconds',
    '3',
  ]);
} else {
  run('Chart, data to painted', 'npx', ['tsx', 'scripts/bench/chartPaintBench.ts']);
  run('Range switch on a warm profile page', 'npx', ['tsx', 'scripts/bench/rangeSwitchBench.ts']);
  run('Lighthouse', 'npx', ['tsx', 'scripts/bench/lighthouseBench.ts']);
  run('Server reads, PGlite', 'npx', ['tsx', 'scripts/bench/serverReadBench.ts']);
  run("A doctor's reads against the patients' own, PGlite", 'npx', [
    'tsx',
    'scripts/bench/doctorReadBench.ts',
  ]);
  run("A clinician's panel of 500 patients with a year of data each, PostgreSQL", 'bash', [
    'scripts/with-postgres.sh',
    'npx',
    'tsx',
    'scripts/bench/carePanelBench.ts',
  ]);
  run('Exports of ten years of daily readings in every dataset, PGlite', 'npx', [
    'tsx',
    'scripts/bench/exportBench.ts',
  ]);
  run('Server reads, PostgreSQL', 'bash', [
    'scripts/with-postgres.sh',
    'npx',
    'tsx',
    'scripts/bench/serverReadBench.ts',
  ]);
  run('Server reads, PostgreSQL, 10,000,000 readings over 10,000 users', 'bash', [
    'scripts/with-postgres.sh',
    'npx',
    'tsx',
    'scripts/bench/serverReadBench.ts',
    '--readings',
    '10000000',
  ]);
  run('Start-up', 'npx', ['tsx', 'scripts/bench/startTime.ts', '4']);
}
