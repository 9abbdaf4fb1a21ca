/**
 * A year of a clinic's writes on the embedded database, and what it leaves behind: whether the
 * database stays fast and small with no autovacuum (decision 040).
 *
 * - 100 people with their own sessions and a year of readings seeded in SQL (as the mixed load
 *   seeds them) write more readings through the API, day by day over the last year (Blood Pressure and Workout on about half the days, Resting Heart Rate and
 *   Body Mass now and then), from 6 clients at once as a clinic's front desks and phones do,
 *   to the built Motus server on PGlite in a process of its own; the write rate and the data
 *   folder's size are printed per 10,000 readings;
 * - then the database beside its live size: pg_database_size, and again on a copy of the folder
 *   after VACUUM FULL, with how long a plain VACUUM (ANALYZE) of each table takes on the copy
 *   before that (the longest step the upkeep can take);
 * - then the mixed load of mixedLoadBench (85 % chart reads, 10 % writes, 5 % other pages, 64
 *   connections) on a database seeded the same way and not written to, and on the aged one,
 *   each as a share of the bare Fastify route measured right after it.
 *
 *   tsx scripts/bench/longWriteBench.ts [--readings N] [--seconds S] [--quick]
 * Defaults: 50,000 readings, 30 s of mixed load per database; --quick: 5,000 readings, 5 s.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DateTime } from 'luxon';
import { sql } from 'kysely';
import { readServerEnv } from '../../src/server/config/serverEnv';
import { connectPglite } from '../../src/server/db/connectPglite';
import { migrateToLatest } from '../../src/server/db/migrateToLatest';
import { loadProfileConfigs } from '../../src/server/profile-configs/loadProfileConfigs';
import { datasetToJsonSchema } from '../../src/shared/profile-config/datasetToJsonSchema';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import { recordDateOf } from '../../src/shared/profile-config/recordDate';
import { DATE_TIME_FORMAT } from '../../src/shared/dates/dateFormats';
import { buildServerBundle } from '../../tests/support/builtServer';
import { exampleBody } from '../../tests/support/exampleBody';
import { datasetById, type DatasetInConfig } from '../../tests/support/profileConfigLookup';
import { BARE_ROUTE } from './mixedLoad/bareServer';
import { benchDatasets } from './mixedLoad/benchDatasets';
import { printLoad } from './mixedLoad/loadReport';
import { measureLoad, type MeasuredLoad } from './mixedLoad/measuredLoad';
import { browserHeaders, REQUEST_KINDS, requestMix } from './mixedLoad/requestMix';
import { seedPeople, type BenchPerson } from './mixedLoad/seedPeople';
import { startBareServer, startMotus, type ServerProcess } from './mixedLoad/serverProcesses';

const PEOPLE = 100;
const CLIENTS = 6;
const REPORT_EVERY = 10_000;
/** Mixed-load rounds, each the fresh database then the aged one. */
const ROUNDS = 2;
/** How long the server stays up, idle, after the writes. */
const QUIET_SECONDS = 20;
/** The mixed load's datasets on PGlite (mixedLoadBench: Blood Pressure and Workout). */
const MIXED_DATASETS = 2;
/** Share of days a person writes each dataset: the two the mixed load reads, then two more. */
const WRITTEN = [
  { id: 14, percentOfDays: 53 },
  { id: 13, percentOfDays: 53 },
  { id: 12, percentOfDays: 20 },
  { id: 15, percentOfDays: 12 },
] as const;

interface Options {
  readings: number;
  seconds: number;
  warmUpSeconds: number;
}

function readOptions(argv: readonly string[]): Options {
  const quick = argv.includes('--quick');
  const number = (name: string, fallback: number) => {
    const index = argv.indexOf(`--${name}`);
    if (index < 0) return fallback;
    const raw = argv[index + 1] ?? '';
    if (!/^[1-9]\d*$/.test(raw))
      throw new Error(`--${name} must be a whole number above 0, got "${raw}"`);
    return Number(raw);
  };
  return {
    readings: number('readings', quick ? 5_000 : 50_000),
    seconds: number('seconds', quick ? 5 : 30),
    warmUpSeconds: quick ? 3 : 5,
  };
}

interface Write {
  person: BenchPerson;
  path: string;
  body: string;
}

/**
 * The readings in the order a clinic writes them: day by day over the last year, each person
 * their datasets of the day, at a time of day that differs by person. Cut at `count`.
 */
function yearOfWrites(
  people: readonly BenchPerson[],
  datasets: readonly DatasetInConfig[],
  count: number,
): Write[] {
  const schemas = datasets.map((found) =>
    datasetToJsonSchema(found.dataset, recordDateOf(found.config)),
  );
  const today = DateTime.local().startOf('day');
  const writes: Write[] = [];
  for (let day = 364; day >= 0 && writes.length < count; day -= 1) {
    for (const [index, person] of people.entries()) {
      WRITTEN.forEach(({ percentOfDays }, which) => {
        const found = datasets[which];
        const schema = schemas[which];
        if (!found || !schema) return;
        if ((person.userId * 7 + day * 13 + which * 31) % 100 >= percentOfDays) return;
        const at = today.minus({ days: day }).plus({ hours: 6 + (index % 14), minutes: which });
        const body = { ...exampleBody(schema, at), created_on: at.toFormat(DATE_TIME_FORMAT) };
        writes.push({ person, path: found.writePath, body: JSON.stringify(body) });
      });
    }
  }
  if (writes.length < count) {
    throw new Error(
      `A year of ${people.length} people's readings is ${writes.length}, fewer than ${count}`,
    );
  }
  return writes.slice(0, count);
}

function folderBytes(folder: string): number {
  let total = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) total += fs.statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return total;
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Sends the writes from CLIENTS clients at once, reporting each REPORT_EVERY. */
async function writeAll(url: string, writes: readonly Write[], folder: string): Promise<void> {
  let next = 0;
  let failed = 0;
  let blockStart = performance.now();
  let done = 0;
  const client = async () => {
    for (let at = next++; at < writes.length; at = next++) {
      const write = writes[at];
      if (!write) return;
      const reply = await fetch(`${url}${write.path}`, {
        method: 'POST',
        headers: browserHeaders(write.person, true),
        body: write.body,
      });
      await reply.arrayBuffer();
      if (!reply.ok) {
        failed += 1;
        if (failed === 1)
          console.log(`First failed write: ${reply.status} ${write.path} ${write.body}`);
      }
      done += 1;
      if (done % REPORT_EVERY === 0 || done === writes.length) {
        const seconds = (performance.now() - blockStart) / 1000;
        const block = done % REPORT_EVERY === 0 ? REPORT_EVERY : done % REPORT_EVERY;
        console.log(
          `${done.toLocaleString('en')} readings: ${Math.round(block / seconds)} writes/s over the last ${block.toLocaleString('en')}, data folder ${mb(folderBytes(folder))}`,
        );
        blockStart = performance.now();
      }
    }
  };
  await Promise.all(Array.from({ length: CLIENTS }, client));
  if (failed > 0) {
    console.log(`${failed} writes failed`);
    process.exitCode = 1;
  }
}

/**
 * The database's size beside its live size: a copy of the folder, each table with dead rows
 * given a plain VACUUM (ANALYZE) first and timed (the longest step the upkeep can take on a
 * year-aged database that was never vacuumed), then VACUUM FULL; pg_database_size before and
 * after; then the copy's whole folder once checkpointed and closed, which is the folder the same
 * data needs (catalogues and write-ahead log included), beside the aged folder.
 */
async function liveSize(folder: string, scratch: string): Promise<void> {
  const copy = path.join(scratch, 'live-copy');
  fs.cpSync(folder, copy, { recursive: true });
  const handle = await connectPglite(copy);
  let open = true;
  try {
    const db = handle.db;
    const size = async () =>
      Number(
        (
          await sql<{
            size: string;
          }>`select pg_database_size(current_database())::text as size`.execute(db)
        ).rows[0]?.size,
      );
    const before = await size();
    // The statistics that count dead rows begin empty when PGlite opens: every table is timed.
    const { rows } = await sql<{ table: string }>`
      select relname as "table" from pg_stat_user_tables order by relname`.execute(db);
    const timed: string[] = [];
    for (const { table } of rows) {
      const started = performance.now();
      await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
      const ms = performance.now() - started;
      if (ms >= 5) timed.push(`${table} ${Math.round(ms)} ms`);
    }
    console.log(
      `Plain VACUUM (ANALYZE) of each table on a copy, those of 5 ms or more: ${timed.join(', ')}`,
    );
    await sql`vacuum full`.execute(db);
    const after = await size();
    console.log(
      `pg_database_size ${mb(before)}; after VACUUM FULL of a copy (its live size) ${mb(after)}: ${(before / after).toFixed(2)}×`,
    );
    await sql`checkpoint`.execute(db);
    await handle.close();
    open = false;
    const folderSize = folderBytes(folder);
    const liveFolder = folderBytes(copy);
    console.log(
      `Data folder ${mb(folderSize)}; the compacted copy's folder ${mb(liveFolder)}: ${(folderSize / liveFolder).toFixed(2)}× (goal: within 2×)`,
    );
  } finally {
    if (open) await handle.close();
    fs.rmSync(copy, { recursive: true, force: true });
  }
}

interface MixedRun {
  label: string;
  load: MeasuredLoad;
  bare: MeasuredLoad;
}

async function mixedLoad(
  label: string,
  entry: string,
  dataDir: string,
  people: readonly BenchPerson[],
  configs: readonly ProfileConfig[],
  bareServer: ServerProcess,
  options: Options,
): Promise<MixedRun> {
  const datasets = benchDatasets(configs, MIXED_DATASETS);
  const yearSummary = configs.find((config) => config.year_summary !== undefined)?.year_summary;
  if (yearSummary === undefined) throw new Error('No profile in the configs has a year_summary');
  const draw = requestMix(people, datasets, yearSummary);
  const server = await startMotus(entry, {
    DATA_DIR: dataDir,
    CLIENT_DIR: path.join(dataDir, 'no-client'),
  });
  try {
    const warm = { connections: 64, settleSeconds: 0, seconds: options.warmUpSeconds };
    await measureLoad([server], undefined, warm, draw);
    const length = {
      connections: 64,
      settleSeconds: options.warmUpSeconds,
      seconds: options.seconds,
    };
    const load = await measureLoad([server], undefined, length, draw);
    const firstPerson = people[0];
    if (!firstPerson) throw new Error('No people');
    const bare = await measureLoad([bareServer], undefined, length, () => ({
      kind: 'bare Fastify route',
      method: 'GET' as const,
      path: BARE_ROUTE,
      headers: browserHeaders(firstPerson, false),
    }));
    printLoad(
      `Mixed load on the ${label} database, 64 connections, ${options.seconds} s`,
      REQUEST_KINDS,
      load,
      bare,
      true,
    );
    return { label, load, bare };
  } finally {
    await server.stop();
  }
}

async function main(): Promise<void> {
  const options = readOptions(process.argv);
  const configs = await loadProfileConfigs(readServerEnv({}).profileConfigDir);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'motus-long-write-'));
  const bundle = buildServerBundle();
  const bare = await startBareServer();
  const agedDir = path.join(scratch, 'aged');
  const freshDir = path.join(scratch, 'fresh');
  fs.mkdirSync(agedDir);
  fs.mkdirSync(freshDir);
  try {
    // Both databases start as the mixed load's: 100 people with a year of Blood Pressure and
    // Workout seeded in SQL. The aged one then takes the writes through the API, so the two
    // differ by what a year of writes leaves behind (and the readings it adds).
    const mixedDatasets = benchDatasets(configs, MIXED_DATASETS).map((dataset) => dataset.dataset);
    const seed = async (folder: string) => {
      const handle = await connectPglite(path.join(folder, 'pglite'));
      try {
        await migrateToLatest(handle.db);
        return await seedPeople(handle.db, PEOPLE, mixedDatasets);
      } finally {
        await handle.close();
      }
    };
    const fresh = await seed(freshDir);
    const aged = await seed(agedDir);
    const writes = yearOfWrites(
      aged.people,
      WRITTEN.map(({ id }) => datasetById(configs, id)),
      options.readings,
    );
    console.log(
      `\n== ${PEOPLE} people with a year of ${mixedDatasets.map((dataset) => dataset.name).join(' and ')} seeded in SQL (${aged.readings.toLocaleString('en')} readings), then ${writes.length.toLocaleString('en')} readings through the API (${WRITTEN.map(({ id }) => datasetById(configs, id).dataset.name).join(', ')}), the last year day by day, ${CLIENTS} clients at once`,
    );
    const agedFolder = path.join(agedDir, 'pglite');
    console.log(`Data folder before the writes: ${mb(folderBytes(agedFolder))}`);
    const writer = await startMotus(bundle.entry, {
      DATA_DIR: agedDir,
      CLIENT_DIR: path.join(agedDir, 'no-client'),
    });
    try {
      await writeAll(writer.url, writes, agedFolder);
      // A clinic's server has quiet moments; the embedded upkeep uses them.
      await new Promise((resolve) => setTimeout(resolve, QUIET_SECONDS * 1000));
    } finally {
      await writer.stop();
    }
    console.log(
      `Data folder ${mb(folderBytes(agedFolder))}, of it the write-ahead log (pg_wal) ${mb(folderBytes(path.join(agedFolder, 'pg_wal')))}`,
    );
    await liveSize(agedFolder, scratch);

    // In turns, twice: the machine's load moves between runs a minute apart.
    const rounds: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const [freshRun, agedRun] = [
        await mixedLoad('fresh', bundle.entry, freshDir, fresh.people, configs, bare, options),
        await mixedLoad('aged', bundle.entry, agedDir, aged.people, configs, bare, options),
      ];
      const share = (run: MixedRun) =>
        (100 * run.load.requestsPerSecond) / run.bare.requestsPerSecond;
      rounds.push(
        `round ${round}: share of the bare route fresh ${share(freshRun).toFixed(1)} %, aged ${share(agedRun).toFixed(1)} % (aged / fresh ${(share(agedRun) / share(freshRun)).toFixed(2)}); CPU per request fresh ${freshRun.load.serverCpuMsPerRequest.toFixed(2)} ms, aged ${agedRun.load.serverCpuMsPerRequest.toFixed(2)} ms (aged / fresh ${(agedRun.load.serverCpuMsPerRequest / freshRun.load.serverCpuMsPerRequest).toFixed(2)})`,
      );
    }
    console.log(`\n${rounds.join('\n')}`);
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
