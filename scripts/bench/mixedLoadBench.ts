/**
 * A clinic's day on one server: many people, each with their own session and about a year of
 * readings, reading their charts, adding readings and opening other pages at once.
 *
 * What it measures, per database (PGlite in the server's process, and PostgreSQL):
 * - a closed loop of 64, then 200 connections (autocannon, in this process) against the built
 *   Motus server running in a process of its own: 85 % chart reads (a random person, one of
 *   their datasets, This Month / This Year / the last 90 days / a custom range, max_points as
 *   the chart asks), 10 % one new reading, 5 % the profile list, the routines and the activity
 *   year summary, each with the person's own token and Accept-Encoding: gzip;
 * - per kind of request: req/s, p50, p99, max and errors (replies other than 2xx and 304);
 * - CPU per request of the server and of PostgreSQL (utime + stime from /proc, the cluster's
 *   processes summed), and the share of a bare Fastify route (in its own process, the same
 *   connections) the mix reaches;
 * - the servers' resident memory before and after, and a read-back through the API of every
 *   write the server acknowledged: none may be missing;
 * - on PostgreSQL, the same with two Motus processes sharing the database (sessions and
 *   rate counts live there): correctness, not speed, on a machine of two cores.
 * The load generator shares the machine with the server: the figures move with whatever else
 * runs on it, so compare runs made back to back.
 *
 *   tsx scripts/bench/mixedLoadBench.ts [--quick] [--db pglite|postgres] [--people N]
 *                                       [--seconds S] [--instances N]
 * PostgreSQL needs DATABASE_URL (run through scripts/with-postgres.sh for a private server); a
 * database is created on it for the run and dropped after. Defaults: 1,000 people × 8
 * datasets on PostgreSQL, 100 people × 2 datasets on PGlite, 60 s per run; --quick: 50 and 20
 * people, 5 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { buildServerBundle } from '../../tests/support/builtServer';
import { BARE_ROUTE } from './mixedLoad/bareServer';
import { openBenchDatabase, type BenchDatabaseKind } from './mixedLoad/benchDatabase';
import { benchDatasets } from './mixedLoad/benchDatasets';
import { readBenchOptions, type BenchOptions } from './mixedLoad/benchOptions';
import type { LoadRequest } from './mixedLoad/closedLoop';
import { printLoad } from './mixedLoad/loadReport';
import { measureLoad } from './mixedLoad/measuredLoad';
import { processRssMb } from './mixedLoad/processUsage';
import { AcknowledgedWrites, readBack } from './mixedLoad/readBack';
import { browserHeaders, REQUEST_KINDS, requestMix } from './mixedLoad/requestMix';
import { seedPeople, type BenchPerson } from './mixedLoad/seedPeople';
import { startBareServer, startMotus, type ServerProcess } from './mixedLoad/serverProcesses';

const CONNECTIONS = [64, 200] as const;
const SIZES: Record<BenchDatabaseKind, { people: number; quickPeople: number; datasets: number }> =
  {
    postgres: { people: 1000, quickPeople: 50, datasets: 8 },
    pglite: { people: 100, quickPeople: 20, datasets: 2 },
  };

interface Bench {
  options: BenchOptions;
  configs: ProfileConfig[];
  entry: string;
  scratch: string;
  bare: ServerProcess;
}

function yearSummaryPath(configs: readonly ProfileConfig[]): string {
  const path = configs.find((config) => config.year_summary !== undefined)?.year_summary;
  if (path === undefined) throw new Error('No profile in the configs has a year_summary');
  return path;
}

const rss = (servers: readonly ServerProcess[]) =>
  servers.map((server) => `${Math.round(processRssMb(server.pid))} MB`).join(' + ');

/** The bare route asked as the mix's requests are, with a person's headers. */
const bareRequest = (person: BenchPerson): LoadRequest => ({
  kind: 'bare Fastify route',
  method: 'GET',
  path: BARE_ROUTE,
  headers: browserHeaders(person, false),
});

async function loadServers(
  bench: Bench,
  servers: readonly ServerProcess[],
  { databaseKind, clusterPid }: { databaseKind: BenchDatabaseKind; clusterPid: number | undefined },
  people: readonly BenchPerson[],
  draw: ReturnType<typeof requestMix>,
): Promise<void> {
  const { seconds, warmUpSeconds } = bench.options;
  const writes = new AcknowledgedWrites();
  const note = writes.note.bind(writes);
  // JIT, pools and caches warm first: the first seconds of a cold server say nothing of the rest.
  await measureLoad(
    servers,
    clusterPid,
    { connections: 64, settleSeconds: 0, seconds: warmUpSeconds },
    draw,
    note,
  );
  const memoryBefore = rss(servers);
  const firstPerson = people[0];
  if (!firstPerson) throw new Error('No people were seeded');
  for (const connections of servers.length === 1 ? CONNECTIONS : CONNECTIONS.slice(0, 1)) {
    const length = { connections, settleSeconds: warmUpSeconds, seconds };
    const load = await measureLoad(servers, clusterPid, length, draw, note);
    const bare =
      servers.length === 1
        ? await measureLoad([bench.bare], undefined, length, () => bareRequest(firstPerson))
        : undefined;
    printLoad(
      `${connections} connections, ${seconds} s`,
      REQUEST_KINDS,
      load,
      bare,
      databaseKind === 'pglite',
    );
  }
  console.log(`Server memory (RSS): ${memoryBefore} before the runs, ${rss(servers)} after`);
  const checked = await readBack(
    writes,
    servers.map((server) => server.url),
  );
  console.log(
    `Read-back: ${writes.count.toLocaleString('en')} acknowledged writes, ${checked.found.toLocaleString('en')} found, ${checked.missing} missing`,
  );
  if (checked.missing > 0) process.exitCode = 1;
}

async function benchOn(bench: Bench, kind: BenchDatabaseKind): Promise<void> {
  const { options, configs } = bench;
  const size = SIZES[kind];
  const peopleCount = options.people ?? (options.quick ? size.quickPeople : size.people);
  const datasets = benchDatasets(configs, size.datasets);
  const database = await openBenchDatabase(kind, bench.scratch);
  let databaseOpen = true;
  try {
    const seedStart = performance.now();
    const { people, readings } = await seedPeople(
      database.handle.db,
      peopleCount,
      datasets.map((dataset) => dataset.dataset),
    );
    const seedSeconds = ((performance.now() - seedStart) / 1000).toFixed(1);
    await database.handle.close();
    databaseOpen = false;
    const draw = requestMix(people, datasets, yearSummaryPath(configs));
    const instanceCounts = options.instances
      ? [options.instances]
      : kind === 'postgres'
        ? [1, 2]
        : [1];
    for (const instances of instanceCounts) {
      console.log(
        `\n== Mixed load on ${database.label}, ${instances} Motus process${instances > 1 ? 'es' : ''}: ${peopleCount.toLocaleString('en')} people × ${datasets.length} datasets (${datasets.map((dataset) => dataset.dataset.name).join(', ')}), ${readings.toLocaleString('en')} readings seeded in ${seedSeconds} s`,
      );
      console.log(
        `Per-address rate limits off (RATE_LIMIT_*=0: all load comes from one address; the mix calls no throttled route)`,
      );
      const servers: ServerProcess[] = [];
      try {
        for (let index = 0; index < instances; index += 1) {
          servers.push(
            await startMotus(bench.entry, {
              ...database.serverEnv,
              CLIENT_DIR: path.join(bench.scratch, 'no-client'),
            }),
          );
        }
        await loadServers(
          bench,
          servers,
          { databaseKind: kind, clusterPid: database.clusterPid },
          people,
          draw,
        );
      } finally {
        for (const server of servers) await server.stop();
      }
    }
  } finally {
    if (databaseOpen) await database.handle.close();
    await database.remove();
  }
}

async function main(): Promise<void> {
  const options = readBenchOptions(process.argv);
  const configs = await loadProfileConfigs(readServerEnv({}).profileConfigDir);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-mixed-'));
  const bundle = buildServerBundle();
  const bare = await startBareServer();
  try {
    const bench: Bench = { options, configs, entry: bundle.entry, scratch, bare };
    for (const kind of options.databases) await benchOn(bench, kind);
  } finally {
    await bare.stop();
    bundle.remove();
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
