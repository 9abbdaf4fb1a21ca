/**
 * How long the server takes to answer one year of daily Blood Pressure (2 fields) and of
 * Workout (18 fields) for one user among 1,000,000 stored readings (p50, p99 at 8
 * connections, requests per second), beside a bare Fastify route in the same run, with
 * each read's share of the bare route's rate, every reply built by the database (decision
 * 010). Uses PostgreSQL when DATABASE_URL is
 * set, else the embedded PGlite. The bare route is measured again right before each read and
 * the share is taken against that neighbour: other work on a shared machine moves both alike,
 * where one bare figure at the start of a run could be twice or half what the machine gave a
 * minute later. Each row also gives this process's CPU time per request, the read's and the
 * bare route's (the servers and PGlite run here; PostgreSQL's own work is not counted).
 *   tsx scripts/bench/serverReadBench.ts [--readings 1000000] [--seconds 10] [--gzip]
 * --gzip asks for the reads as a browser does (Accept-Encoding: gzip, deflate, br).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import { DateTime } from 'luxon';
import { openReadBenchApps } from './readBenchApps';
import { seedManyReadings } from './seedManyReadings';
import { datasetById } from '../../tests/support/profileConfigLookup';
import { signUp } from '../../tests/support/signUp';

const run = promisify(execFile);
const BLOOD_PRESSURE_DATASET_ID = 188;
const CONNECTIONS = 8;
const askedAsBrowser: Record<string, string> = process.argv.includes('--gzip')
  ? { 'accept-encoding': 'gzip, deflate, br' }
  : {};

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

interface AutocannonFigures {
  latency: { p50: number; p99: number };
  requests: { average: number };
  non2xx: number;
  errors: number;
}

/**
 * Load from a second process, so the server under test has the event loop to itself and
 * the two cores are split between them as they would be between a client and a server.
 */
async function measure(
  url: string,
  body: string | undefined,
  headers: Record<string, string>,
  seconds: number,
) {
  const args = ['-c', String(CONNECTIONS), '-d', String(seconds), '--json'];
  args.push('-H', 'content-type=application/json');
  for (const [name, value] of Object.entries(headers)) args.push('-H', `${name}=${value}`);
  if (body !== undefined) args.push('-m', 'POST', '-b', body);
  const cpuBefore = process.cpuUsage();
  const { stdout } = await run('node_modules/.bin/autocannon', [...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  const cpu = process.cpuUsage(cpuBefore);
  const result = JSON.parse(stdout) as AutocannonFigures;
  if (result.non2xx > 0 || result.errors > 0) {
    throw new Error(`${url}: ${result.non2xx} non-2xx replies and ${result.errors} errors`);
  }
  return {
    p50: result.latency.p50,
    p99: result.latency.p99,
    rps: Math.round(result.requests.average),
    // This process's CPU per request: the servers under test run here (and PGlite with them),
    // the load generator does not. Steadier than req/s when other work shares the machine.
    'server CPU µs/req': Math.round((cpu.user + cpu.system) / (result.requests.average * seconds)),
  };
}

async function main(): Promise<void> {
  const total = argument('readings', 1_000_000);
  const seconds = argument('seconds', 10);
  const bench = await openReadBenchApps();
  const { database, label, profileConfigs, app, workout } = bench;
  try {
    const workoutTab = datasetById(profileConfigs, workout.id).tab;
    const bloodPressureTab = datasetById(profileConfigs, BLOOD_PRESSURE_DATASET_ID).tab;

    const { authorization, userId } = await signUp(app, 'Bench');
    const seedStart = performance.now();
    await seedManyReadings(
      database.db,
      userId,
      { workout: workout.id, bloodPressure: BLOOD_PRESSURE_DATASET_ID },
      total,
    );
    const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);

    const bare = Fastify();
    bare.post('/bare/', () => ({ status: 'success' }));
    const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });

    const oneYear = JSON.stringify({
      date_from: DateTime.local().minus({ years: 1 }).toFormat('yyyy-MM-dd'),
      date_to: DateTime.local().toFormat('yyyy-MM-dd'),
    });
    const readOneYear = async (url: string, read: string) => {
      const bare = await measure(`${bareUrl}/bare/`, '{}', {}, seconds);
      const figures = await measure(
        `${url}${read}`,
        oneYear,
        { authorization, ...askedAsBrowser },
        seconds,
      );
      const share = `${((100 * figures.rps) / bare.rps).toFixed(1)} %`;
      return {
        ...figures,
        'bare rps before it': bare.rps,
        'bare CPU µs/req': bare['server CPU µs/req'],
        'share of bare': share,
      };
    };
    // Warm up first (the JIT, the pool's connections, each backend's caches): without it the
    // first route measured came out about half as fast as the same route measured later.
    for (const read of [bloodPressureTab.read, workoutTab.read]) {
      await measure(`${appUrl}${read}`, oneYear, { authorization, ...askedAsBrowser }, 2);
    }
    const figures = {
      bloodPressure: await readOneYear(appUrl, bloodPressureTab.read),
      workout: await readOneYear(appUrl, workoutTab.read),
    };

    console.log(
      `\nServer read benchmark on ${label} (${total.toLocaleString('en')} readings, seeded in ${seedSeconds} s, ${CONNECTIONS} connections, ${seconds} s each)`,
    );
    console.table({
      [`1 y Blood Pressure (${bloodPressureTab.read})`]: figures.bloodPressure,
      [`1 y ${workout.name} (${workoutTab.read})`]: figures.workout,
    });
    await bare.close();
  } finally {
    await bench.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
