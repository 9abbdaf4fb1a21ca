import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

/**
 * When a table is due, as autovacuum decides on PostgreSQL: a base number of rows plus a share
 * of the live ones. A month row rewritten by every write is the churn that matters (decision
 * 040): with these, a year-aged clinic's month rows are vacuumed every few thousand writes.
 */
export interface UpkeepThresholds {
  baseRows: number;
  shareOfLiveRows: number;
}

export const UPKEEP_THRESHOLDS: UpkeepThresholds = { baseRows: 500, shareOfLiveRows: 0.1 };

/** What a table needs: its dead rows reclaimed (and statistics), or only fresh statistics. */
export type UpkeepKind = 'vacuum' | 'analyze';

export interface TableDue {
  table: string;
  kind: UpkeepKind;
  deadRows: number;
}

interface TableCounts {
  table: string;
  live: number;
  dead: number;
  changed: number;
}

/**
 * The application's tables whose dead rows (their TOAST table's counted with them: a month's
 * records are stored there once they grow) or changes since the last statistics pass the
 * thresholds, most dead rows first. The statistics are flushed first: on the embedded
 * database they wait otherwise until a statement ends a second after the last flush.
 */
export async function tablesDueForUpkeep(
  db: Kysely<Database>,
  { baseRows, shareOfLiveRows }: UpkeepThresholds = UPKEEP_THRESHOLDS,
): Promise<TableDue[]> {
  await sql`select pg_stat_force_next_flush()`.execute(db);
  const { rows } = await sql<TableCounts>`
    select c.relname as "table",
           (s.n_live_tup + coalesce(toast.n_live_tup, 0))::float8 as live,
           (s.n_dead_tup + coalesce(toast.n_dead_tup, 0))::float8 as dead,
           s.n_mod_since_analyze::float8 as changed
      from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
      join pg_stat_all_tables s on s.relid = c.oid
      left join pg_stat_all_tables toast on toast.relid = c.reltoastrelid
     where c.relkind = 'r'`.execute(db);
  const due: TableDue[] = [];
  for (const { table, live, dead, changed } of rows) {
    const threshold = baseRows + shareOfLiveRows * live;
    if (dead >= threshold) due.push({ table, kind: 'vacuum', deadRows: dead });
    else if (changed >= threshold) due.push({ table, kind: 'analyze', deadRows: dead });
  }
  return due.sort((a, b) => b.deadRows - a.deadRows);
}

/**
 * Every application table, to vacuum once after a start: PGlite's statistics begin empty each
 * time it opens, so the dead rows left before are counted nowhere. A table with nothing to do
 * costs little (its pages marked all-visible are skipped).
 */
export async function everyTable(db: Kysely<Database>): Promise<TableDue[]> {
  const { rows } = await sql<{ table: string }>`
    select c.relname as "table" from pg_class c
      join pg_namespace n on n.oid = c.relnamespace and n.nspname = 'public'
     where c.relkind = 'r' order by c.relname`.execute(db);
  return rows.map(({ table }) => ({ table, kind: 'vacuum', deadRows: Number.NaN }));
}

/**
 * One table's upkeep, one statement: a plain VACUUM (ANALYZE), which marks dead rows' room
 * for reuse and takes no lock that holds up reads or writes on PostgreSQL, or ANALYZE alone. Never
 * VACUUM FULL: it rewrites the whole table while everyone waits.
 */
export async function keepUp(db: Kysely<Database>, { table, kind }: TableDue): Promise<void> {
  if (kind === 'vacuum') await sql`vacuum (analyze) ${sql.table(table)}`.execute(db);
  else await sql`analyze ${sql.table(table)}`.execute(db);
}
