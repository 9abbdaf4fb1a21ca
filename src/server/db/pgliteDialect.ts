import { protocol, types, type PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type DatabaseConnection,
  type Dialect,
  type Driver,
  type QueryResult,
} from 'kysely';
import { databaseOutageLog, type DatabaseOutageLog } from './databaseOutageLog';
import { asDatabaseError, DatabaseUnavailableError } from './databaseUnavailable';
import { preparedStatementName, preparedStatementWrites } from './preparedStatements';

/**
 * Kysely over an embedded PGlite: PostgreSQL's SQL, adapter and introspector, queries run by
 * the PGlite client. Our own rather than kysely-pglite's because that package's entry point
 * also loads its code generator (kysely-codegen, jiti, git-diff…) on every start (decision 018).
 *
 * PGlite is one connection, so it is lent to one holder at a time: a transaction holds it from
 * BEGIN to COMMIT, and another request's query waits until then instead of running inside
 * that transaction (and being rolled back with it). Affected-row counts are not reported (use
 * `returning` to learn what changed). A statement that fails because the data folder cannot be
 * read or written throws a DatabaseUnavailableError (answered 503, decision 039).
 */
export function pgliteDialect(
  client: PGlite,
  state: PgliteState = pgliteState(),
  beforeStatement?: BeforeStatement,
): Dialect {
  return {
    createAdapter: () => new PostgresAdapter(),
    createDriver: () => new PgliteDriver(client, state, beforeStatement),
    createIntrospector: (db) => new PostgresIntrospector(db),
    createQueryCompiler: () => new PostgresQueryCompiler(),
  };
}

/** Runs before each statement and may refuse it by throwing (db/diskHeadroom.ts). */
type BeforeStatement = (query: CompiledQuery) => Promise<void>;
/** What the embedded database's statements tell the rest of its handle (connectPglite). */
export interface PgliteState {
  readonly outage: DatabaseOutageLog;
  /**
   * The PANIC PGlite reported, if it did (a write to its log failing, say): PostgreSQL would
   * restart its server process, but PGlite's next statement spins without end and blocks the
   * whole process, so none is sent to it again and each is answered 503 until Motus restarts.
   */
  stoppedBy?: unknown;
}

export function pgliteState(): PgliteState {
  return { outage: databaseOutageLog('The embedded database') };
}

/** PostgreSQL's word for an error its server process cannot go on after. */
function isPanic(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { severity?: unknown }).severity === 'PANIC'
  );
}

class PgliteConnection implements DatabaseConnection {
  private readonly prepared: PglitePreparedStatements;

  constructor(
    private readonly client: PGlite,
    private readonly state: PgliteState,
    private readonly beforeStatement: BeforeStatement | undefined,
  ) {
    this.prepared = new PglitePreparedStatements(client);
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const { outage } = this.state;
    if (this.state.stoppedBy !== undefined) {
      throw new DatabaseUnavailableError(this.state.stoppedBy);
    }
    // A refusal for want of disk space is not an outage: it is answered 507 (diskHeadroom).
    await this.beforeStatement?.(compiledQuery);
    try {
      const result = await this.run<R>(compiledQuery);
      outage.reachable();
      return result;
    } catch (error) {
      if (!isPanic(error)) throw asDatabaseError(error, outage);
      this.state.stoppedBy = error;
      outage.unavailable(error);
      console.error(
        'The embedded database cannot go on after that error: restart Motus once its data folder can be read and written again.',
      );
      throw new DatabaseUnavailableError(error);
    }
  }

  private async run<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const name = preparedStatementName(compiledQuery.sql);
    if (name !== undefined) {
      return {
        rows: await this.prepared.run<R>(
          name,
          compiledQuery.sql,
          compiledQuery.parameters,
          preparedStatementWrites(compiledQuery.sql),
        ),
      };
    }
    const result = await this.client.query<R>(compiledQuery.sql, [...compiledQuery.parameters]);
    return { rows: result.rows };
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

/** Lends one thing to one holder at a time, in the order they asked. */
class TakeTurns {
  private last: Promise<void> = Promise.resolve();
  private endTurn: (() => void) | undefined;

  async take(): Promise<void> {
    const previous = this.last;
    let end: () => void = () => undefined;
    this.last = new Promise<void>((resolve) => {
      end = resolve;
    });
    await previous;
    this.endTurn = end;
  }

  give(): void {
    const end = this.endTurn;
    this.endTurn = undefined;
    end?.();
  }
}

class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private readonly turns = new TakeTurns();

  constructor(client: PGlite, state: PgliteState, beforeStatement: BeforeStatement | undefined) {
    this.connection = new PgliteConnection(client, state, beforeStatement);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    await this.turns.take();
    return this.connection;
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  releaseConnection(): Promise<void> {
    this.turns.give();
    return Promise.resolve();
  }

  // The database handle closes the PGlite client itself (connectPglite).
  async destroy(): Promise<void> {}
}

const { serialize } = protocol;

function joined(parts: readonly Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    whole.set(part, offset);
    offset += part.length;
  }
  return whole;
}

/** A prepared statement's parameter as the text Bind carries (see PreparedValue). */
function asParameterText(value: unknown): string | null {
  if (value === null) return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new Error(`A prepared statement takes text, numbers and null, not ${typeof value}`);
}

interface ResultColumn {
  name: string;
  dataTypeID: number;
}

/**
 * Statements declared with preparedStatement, run on PGlite by name (decision 016). PGlite's
 * own query() parses, describes and plans every statement again, in six protocol round trips
 * into the WebAssembly backend; a statement prepared once is bound and executed in one
 * message, in a fraction of the time for a primary-key lookup (decision 016). Each runs under
 * PGlite's query lock like any query, and with the same value parsers. A read leaves out the
 * file sync that PGlite runs after a query; a statement declared as writing keeps it.
 */
class PglitePreparedStatements {
  private readonly columns = new Map<string, ResultColumn[]>();

  constructor(private readonly client: PGlite) {}

  run<R>(name: string, sql: string, parameters: readonly unknown[], writes: boolean): Promise<R[]> {
    return this.client.runExclusive(async () => {
      const columns = this.columns.get(name) ?? (await this.prepare(name, sql));
      const values = parameters.map(asParameterText);
      const { messages } = await this.client.execProtocol(
        joined([
          serialize.bind({ statement: name, values }),
          serialize.execute({}),
          serialize.sync(),
        ]),
        { syncToFs: writes },
      );
      const rows: R[] = [];
      for (const message of messages) {
        if (!(message instanceof protocol.messages.DataRowMessage)) continue;
        const row: Record<string, unknown> = {};
        columns.forEach((column, index) => {
          const text = message.fields[index] ?? null;
          row[column.name] =
            text === null ? null : types.parseType(text, column.dataTypeID, this.client.parsers);
        });
        rows.push(row as R);
      }
      return rows;
    });
  }

  private async prepare(name: string, sql: string): Promise<ResultColumn[]> {
    const { messages } = await this.client.execProtocol(
      joined([
        serialize.parse({ name, text: sql }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
      { syncToFs: false },
    );
    const description = messages.find(
      (message) => message instanceof protocol.messages.RowDescriptionMessage,
    );
    const columns = description
      ? description.fields.map(({ name: column, dataTypeID }) => ({ name: column, dataTypeID }))
      : [];
    this.columns.set(name, columns);
    return columns;
  }
}
