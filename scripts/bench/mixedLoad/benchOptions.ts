import type { BenchDatabaseKind } from './benchDatabase';

export interface BenchOptions {
  quick: boolean;
  databases: BenchDatabaseKind[];
  /** People to seed; undefined: each database's default. */
  people: number | undefined;
  seconds: number;
  warmUpSeconds: number;
  /** Motus processes on one database; undefined: one, then two on PostgreSQL. */
  instances: number | undefined;
}

function valueOf(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(`--${name}`);
  return index >= 0 ? argv[index + 1] : undefined;
}

function wholeNumber(argv: readonly string[], name: string): number | undefined {
  const raw = valueOf(argv, name);
  if (raw === undefined) return undefined;
  if (!/^[1-9]\d*$/.test(raw))
    throw new Error(`--${name} must be a whole number above 0, got "${raw}"`);
  return Number(raw);
}

function databasesOf(raw: string | undefined): BenchDatabaseKind[] {
  if (raw === undefined) return ['pglite', 'postgres'];
  if (raw === 'pglite' || raw === 'postgres') return [raw];
  throw new Error(`--db must be pglite or postgres (default: both), got "${raw}"`);
}

export function readBenchOptions(argv: readonly string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const instances = wholeNumber(argv, 'instances');
  const databases = databasesOf(valueOf(argv, 'db'));
  if (instances !== undefined && instances > 1 && databases.includes('pglite')) {
    throw new Error(
      '--instances above 1 needs --db postgres: one process at a time opens a PGlite folder',
    );
  }
  return {
    quick,
    databases,
    people: wholeNumber(argv, 'people'),
    seconds: wholeNumber(argv, 'seconds') ?? (quick ? 5 : 60),
    warmUpSeconds: quick ? 3 : 5,
    instances,
  };
}
