/**
 * npm run bench: every benchmark in turn, each printing its own figures.
 *   the chart from data to painted (nivo beside uPlot), then the server's date-range read
 *   among 1,000,000 readings on PGlite and on a private PostgreSQL server, then how long
 *   `npm start` takes to its first 200 on a built checkout.
 */
import { execFileSync } from 'node:child_process';

function run(command: string, args: string[]): void {
  execFileSync(command, args, { stdio: 'inherit' });
}

run('bash', ['scripts/ensure-chromium.sh']);
run('npx', ['tsx', 'scripts/bench/chartPaintBench.ts']);
run('npx', ['tsx', 'scripts/bench/serverReadBench.ts']);
run('bash', ['scripts/with-postgres.sh', 'npx', 'tsx', 'scripts/bench/serverReadBench.ts']);
run('npx', ['tsx', 'scripts/bench/startTime.ts', '4']);
