import type { KindFigures } from './closedLoop';
import type { MeasuredLoad } from './measuredLoad';

const fixed = (value: number, digits: number) =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

function row(figures: KindFigures, seconds: number) {
  return {
    'req/s': Math.round(figures.requests / seconds),
    'p50 ms': fixed(figures.p50, 1),
    'p99 ms': fixed(figures.p99, 1),
    'max ms': fixed(figures.max, 1),
    errors: figures.errors,
  };
}

/** One run's table: a row per kind of request in the given order, then all of them. */
export function printLoad(
  title: string,
  kinds: readonly string[],
  load: MeasuredLoad,
  bare: MeasuredLoad | undefined,
  /** PGlite: the database's work is the server's own, counted in its CPU. */
  databaseInServer: boolean,
): void {
  console.log(`\n${title}`);
  const rows: Record<string, ReturnType<typeof row>> = {};
  for (const kind of kinds) {
    const figures = load.byKind.get(kind);
    if (figures) rows[kind] = row(figures, load.seconds);
  }
  rows['all requests'] = row(load.overall, load.seconds);
  if (bare) rows['bare Fastify route'] = row(bare.overall, bare.seconds);
  console.table(rows);
  const share = bare
    ? `; share of the bare route: ${fixed((100 * load.requestsPerSecond) / bare.requestsPerSecond, 1)} %`
    : '';
  const database = databaseInServer
    ? ' (the database runs in it)'
    : ` + PostgreSQL ${fixed(load.databaseCpuMsPerRequest, 2)} ms`;
  console.log(
    `CPU per request: server ${fixed(load.serverCpuMsPerRequest, 2)} ms${database}${share}; connection errors and timeouts: ${load.connectionErrors}`,
  );
  for (const [status, reply] of load.firstFailures) {
    console.log(`First failed reply with status ${status}: ${reply}`);
  }
}
