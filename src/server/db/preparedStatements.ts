import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from './database';

/**
 * A statement that many requests make (the session lookup, a throttle's count), run as
 * a named prepared statement: each database connection parses and plans it once, then only
 * binds and executes it (decision 016). Planning, not running, was most of these small
 * queries' cost, and Kysely compiled them again on every request as well.
 *
 * `Row` is the shape of a result row as the drivers give it (the type parsers of connectPglite and connectPostgres).
 */
export interface PreparedStatement<Row> {
  readonly name: string;
  readonly sql: string;
  /** Never set: carries the row type. */
  readonly row?: Row;
}

export type PreparedValue = string | number | null;

const namesBySql = new Map<string, string>();
const sqlByName = new Map<string, string>();
const writingSql = new Set<string>();

/**
 * Declares a prepared statement; its SQL stays in the repository that declares it. A read
 * (select) runs on the embedded PGlite without its after-write file sync; a statement that
 * writes says so (`writes: true`) and keeps the sync, so what it wrote survives a kill.
 */
export function preparedStatement<Row>(
  name: string,
  text: string,
  options: { writes?: boolean } = {},
): PreparedStatement<Row> {
  const sql = text.trim();
  if (options.writes === true) writingSql.add(sql);
  else if (!/^select\s/i.test(sql)) {
    throw new Error(
      `Prepared statement ${name}: a statement that is not a select must be declared with writes: true (it reads: ${sql})`,
    );
  }
  const known = sqlByName.get(name);
  if (known !== undefined && known !== sql) {
    throw new Error(`Prepared statement ${name} is declared twice with different SQL`);
  }
  sqlByName.set(name, sql);
  namesBySql.set(sql, name);
  return { name, sql };
}

/** Whether a prepared statement writes: the embedded database then syncs its files after it. */
export function preparedStatementWrites(sql: string): boolean {
  return writingSql.has(sql);
}

/** The name the drivers run this SQL under, when it was declared with preparedStatement. */
export function preparedStatementName(sql: string): string | undefined {
  return namesBySql.get(sql);
}

/**
 * Runs a prepared statement through Kysely (a transaction's connection when `db` is one),
 * without compiling anything: the drivers recognise the SQL and run it by name.
 */
export async function runPrepared<Row>(
  db: Kysely<Database>,
  statement: PreparedStatement<Row>,
  values: readonly PreparedValue[],
): Promise<Row[]> {
  const result = await db.executeQuery<Row>(CompiledQuery.raw(statement.sql, [...values]));
  return result.rows;
}
