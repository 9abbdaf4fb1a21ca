/**
 * How long the two exports of one person's data take, how big they are and how much the
 * server's memory grows meanwhile: ten years of daily readings, about 150,000 in all, in datasets
 * taken in turns from every profile (the medical history included; `--every-dataset` seeds all
 * of them, about 540,000 readings), each export read whole over a real HTTP connection
 * by curl in another process. Each export runs in a server process of its own, on a database
 * of its own seeded alike, so neither inherits the memory the other grew; once the seeding's
 * garbage is collected, that process's peak resident set during the export is taken (the
 * kernel's VmHWM, reset first; samples every 10 ms elsewhere), and the growth is the peak less
 * the figure just before. Uses PostgreSQL when DATABASE_URL is set, else the embedded PGlite.
 *   tsx scripts/bench/exportBench.ts [--days 3650] [--readings 150000 | --every-dataset]
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { promisify } from 'node:util';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../src/server/db/database';
import { yourDataEndpoints } from '../../src/shared/api/yourDataEndpoints';
import type { ProfileConfig } from '../../src/shared/profile-config/profileConfigSchema';
import type { ProfileDataset, ProfileElement } from '../../src/shared/profile-config/datasetSchema';
import { storedNameOf } from '../../src/shared/profile-config/storedNameOf';
import { signUp } from '../../tests/support/signUp';
import { openReadBenchApps } from './readBenchApps';

const run = promisify(execFile);
const TARGET_SECONDS = 10;
const TARGET_GROWTH_MB = 100;

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? Number(process.argv[index + 1]) : fallback;
}

/** A value of the element's kind for day n, inside its limits, made by the database. */
function valueExpression(element: ProfileElement): RawBuilder<unknown> {
  const low = element.minimum ?? 0;
  const high = element.maximum ?? low + 200;
  const span = Math.max(1, Math.min(Math.floor(high - low) + 1, 1000));
  switch (element.value_type) {
    case 'integer':
      return sql`(${Math.ceil(low)}::int + n % ${span}::int)`;
    case 'decimal':
      return sql`round((${low}::numeric + (n % ${span}::int) * ${(high - low) / span}::numeric), 2)`;
    case 'date':
      return sql`to_char(current_date - n, 'YYYY-MM-DD')`;
    case 'boolean':
      return sql`(n % 2)`;
    case 'text':
      // Commas and quotes, as people type them: every field of the file is quoted and escaped.
      return sql`'Note ' || n || ', said "fine"'`;
  }
}

/** `days` daily readings of one dataset, ending today, generated inside the database. */
async function seedDataset(
  db: Kysely<Database>,
  userId: number,
  dataset: ProfileDataset,
  days: number,
): Promise<void> {
  const pairs = dataset.structure.elements.flatMap((element) => [
    sql`${storedNameOf(element)}::text`,
    valueExpression(element),
  ]);
  await sql`
    insert into readings (user_id, dataset_id, created_on, values)
    select ${userId}::bigint, ${dataset.id}::int,
           (current_date - n)::timestamp + interval '7 hours 45 minutes',
           jsonb_build_object(${sql.join(pairs)})
    from generate_series(0, ${days - 1}::int) n`.execute(db);
}

/**
 * Datasets taken in turns across the profiles (the first of each, then the second of each, …),
 * as many as `readings` daily readings over `days` need; every dataset when `readings` is 0.
 */
function benchDatasets(
  configs: readonly ProfileConfig[],
  days: number,
  readings: number,
): ProfileDataset[] {
  const profiles = configs.filter((config) => config.view_of === undefined);
  const longest = Math.max(...profiles.map((config) => config.datasets.length));
  const inTurns = Array.from({ length: longest }, (_, place) =>
    profiles.flatMap((config) => config.datasets[place] ?? []),
  ).flat();
  return readings === 0 ? inTurns : inTurns.slice(0, Math.ceil(readings / days));
}

async function seedDatasets(
  db: Kysely<Database>,
  configs: readonly ProfileConfig[],
  userId: number,
  days: number,
  readings: number,
): Promise<number> {
  const datasets = benchDatasets(configs, days, readings);
  for (const dataset of datasets) await seedDataset(db, userId, dataset, days);
  await sql`vacuum analyze readings`.execute(db);
  await sql`checkpoint`.execute(db);
  return datasets.length;
}

interface ExportFigures {
  status: number;
  seconds: number;
  bytes: number;
  growthMb: number;
}

/** A field of /proc/self/status in bytes (VmRSS: now, VmHWM: the peak since it was reset). */
function procStatusBytes(field: 'VmRSS' | 'VmHWM'): number | undefined {
  try {
    const status = fs.readFileSync('/proc/self/status', 'utf8');
    const kilobytes = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1];
    return kilobytes === undefined ? undefined : Number(kilobytes) * 1024;
  } catch {
    return undefined;
  }
}

/**
 * Starts counting the peak resident set from now. On Linux the kernel keeps the peak
 * (VmHWM, reset by writing 5 to clear_refs), so a stretch of work that holds the event loop
 * is counted too; elsewhere, and as well, the resident set is sampled every 10 ms.
 */
function watchPeakMemory(): () => number {
  try {
    fs.writeFileSync('/proc/self/clear_refs', '5');
  } catch {
    // Not Linux: the samples alone.
  }
  let sampled = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    sampled = Math.max(sampled, process.memoryUsage().rss);
  }, 10);
  return () => {
    clearInterval(sampler);
    return Math.max(sampled, procStatusBytes('VmHWM') ?? 0);
  };
}

/** One export read whole by curl, this process's peak resident set watched meanwhile. */
async function timeExport(url: string, authorization: string): Promise<ExportFigures> {
  const before = procStatusBytes('VmRSS') ?? process.memoryUsage().rss;
  const stopWatching = watchPeakMemory();
  const started = performance.now();
  let stdout: string;
  let peak: number;
  try {
    ({ stdout } = await run('curl', [
      '--silent',
      '--output',
      '/dev/null',
      '--write-out',
      '%{http_code} %{size_download}',
      '--header',
      `Authorization: ${authorization}`,
      url,
    ]));
  } finally {
    peak = stopWatching();
  }
  const seconds = (performance.now() - started) / 1000;
  const [status, bytes] = stdout.trim().split(' ').map(Number);
  return {
    status: status ?? 0,
    seconds,
    bytes: bytes ?? 0,
    growthMb: Math.max(0, peak - before) / 2 ** 20,
  };
}

function row(figures: ExportFigures) {
  if (figures.status !== 200) {
    return { status: figures.status, note: `the route answered ${figures.status}` };
  }
  return {
    status: figures.status,
    seconds: Number(figures.seconds.toFixed(2)),
    'target s': `< ${TARGET_SECONDS}`,
    MB: Number((figures.bytes / 1e6).toFixed(1)),
    'RSS growth MB': Number(figures.growthMb.toFixed(1)),
    'target MB': `< ${TARGET_GROWTH_MB}`,
    met: figures.seconds < TARGET_SECONDS && figures.growthMb < TARGET_GROWTH_MB ? 'yes' : 'NO',
  };
}

/**
 * Lets the garbage the seeding left go before the figure the growth is counted from: without
 * it, a collection during the export made the resident set shrink, and the growth read 0.
 */
async function settleMemory(): Promise<void> {
  const collect = (globalThis as { gc?: () => void }).gc;
  if (collect === undefined) throw new Error('Run with node --expose-gc (the bench does)');
  collect();
  await new Promise((resolve) => setTimeout(resolve, 500));
  collect();
}

type ExportKind = 'fhir' | 'csv';
const exportPaths: Record<ExportKind, string> = {
  fhir: yourDataEndpoints.exportFhir,
  csv: yourDataEndpoints.exportCsv,
};

/** Seeds a database, serves it, times one export and prints its figures as one JSON line. */
async function measureOne(kind: ExportKind, days: number, readings: number): Promise<void> {
  const bench = await openReadBenchApps();
  try {
    const { database, label, profileConfigs, app } = bench;
    const { authorization, userId } = await signUp(app, 'Exporter');
    const seedStart = performance.now();
    const datasets = await seedDatasets(database.db, profileConfigs, userId, days, readings);
    const seedSeconds = (performance.now() - seedStart) / 1000;
    const appUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    await settleMemory();
    const figures = await timeExport(`${appUrl}${exportPaths[kind]}`, authorization);
    console.log(JSON.stringify({ label, datasets, seedSeconds, figures }));
  } finally {
    await bench.close();
  }
}

interface ChildFigures {
  label: string;
  datasets: number;
  seedSeconds: number;
  figures: ExportFigures;
}

async function inOwnProcess(
  kind: ExportKind,
  days: number,
  readings: number,
): Promise<ChildFigures> {
  const { stdout } = await run(
    process.execPath,
    [
      ...process.execArgv,
      '--expose-gc',
      process.argv[1] ?? '',
      '--export',
      kind,
      '--days',
      String(days),
      '--readings',
      String(readings),
    ],
    { maxBuffer: 16 * 1024 * 1024 },
  );
  const last = stdout.trim().split('\n').at(-1) ?? '';
  return JSON.parse(last) as ChildFigures;
}

async function main(): Promise<void> {
  const days = argument('days', 3650);
  const readings = process.argv.includes('--every-dataset') ? 0 : argument('readings', 150_000);
  const only = process.argv[process.argv.indexOf('--export') + 1];
  if (process.argv.includes('--export')) {
    if (only !== 'fhir' && only !== 'csv') throw new Error('--export takes fhir or csv');
    await measureOne(only, days, readings);
    return;
  }
  const fhir = await inOwnProcess('fhir', days, readings);
  const csv = await inOwnProcess('csv', days, readings);
  console.log(
    `\nExports on ${csv.label}: ${(csv.datasets * days).toLocaleString('en')} readings (${csv.datasets} datasets × ${days} days, seeded in ${csv.seedSeconds.toFixed(1)} s), each read whole by curl from a server process of its own`,
  );
  console.table({
    [`FHIR ${yourDataEndpoints.exportFhir}`]: row(fhir.figures),
    [`CSV zip ${yourDataEndpoints.exportCsv}`]: row(csv.figures),
  });
  if (fhir.figures.status === 404) {
    console.log('The FHIR export route answered 404: it is not there yet.');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
