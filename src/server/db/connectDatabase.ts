import { PGlite } from '@electric-sql/pglite';
import {
  Kysely,
  PostgresDialect,
  sql,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { pgliteDialect } from './pgliteDialect';
import { preparedStatementName } from './preparedStatements';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: every NOTIFY on it (pg_notify, from any server instance sharing the
   * database) reaches onPayload. Answers the function that stops listening.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** NOTIFY on a channel: every listener of every instance sharing the database hears it. */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

function notifier(db: Kysely<Database>) {
  return async (channel: string, payload: string): Promise<void> => {
    checkChannel(channel);
    await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  };
}

/**
 * One connection of its own for LISTEN, outside the pool: a pooled connection goes back to
 * the pool and would stop hearing. Opened on first use; when it drops (the server restarted,
 * the network failed) it is opened again a second later and listens to every channel again,
 * instead of an unhandled 'error' ending the process.
 */
function postgresListener(databaseUrl: string) {
  let client: Promise<pg.Client> | undefined;
  let closing = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const connect = async (): Promise<pg.Client> => {
    const listener = new pg.Client({ connectionString: databaseUrl });
    listener.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
    });
    listener.on('error', (error) => {
      console.error(`The LISTEN connection to PostgreSQL failed (${error.message}); reconnecting`);
      client = undefined;
      setTimeout(() => {
        if (closing || client) return;
        client = connect();
        client.catch(() => {
          client = undefined;
        });
      }, 1000);
    });
    await listener.connect();
    for (const channel of handlers.keys()) await listener.query(`LISTEN ${channel}`);
    return listener;
  };
  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      checkChannel(channel);
      client ??= connect();
      const listener = await client;
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
        await listener.query(`LISTEN ${channel}`);
      }
      set.add(onPayload);
      return () => {
        set.delete(onPayload);
        return Promise.resolve();
      };
    },
    async close() {
      closing = true;
      if (client) await (await client).end();
    },
  };
}

const INT8_OID = 20;
const DATE_OID = 1082;
const TIMESTAMP_OID = 1114;

// Both drivers must hand the repositories the same JavaScript types: ids as numbers
// (pg gives bigint as text) and calendar dates as 'yyyy-MM-dd' text (never a Date at
// local midnight, which shifts a day in some time zones); zone-less timestamps (a
// reading's wall-clock time) stay text for the same reason.
const toNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;
// pg types its own lookup by an enum of oids; ours receives plain numbers from the driver.
const builtinParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;

/**
 * The pool as Kysely sees it: SQL declared with preparedStatement runs by name, so pg parses it
 * once per connection and PostgreSQL plans it once per connection too (decision 016); any
 * other query goes through as it came.
 */
function preparingPool(pool: pg.Pool): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    function query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      const values = parameters ? [...parameters] : [];
      const name = preparedStatementName(sqlOrCursor);
      return name === undefined
        ? client.query(sqlOrCursor, values)
        : client.query({ name, text: sqlOrCursor, values });
    }
    // One function for both of Kysely's call shapes (a cursor only when streaming).
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(),
    };
  };
  return {
    async connect() {
      const client = await pool.connect();
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      return wrapped;
    },
    end: () => pool.end(),
  };
}

export async function connectPostgres(databaseUrl: string): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        if (oid === INT8_OID) return toNumber;
        if (oid === DATE_OID || oid === TIMESTAMP_OID) return keepText;
        return builtinParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  let closing = false;
  // An idle pooled connection that PostgreSQL ends (a restart, an administrator, a network
  // failure) makes the pool emit 'error'; with no listener that would end the process. The
  // pool has already dropped that connection and opens a new one when next asked. Once we are
  // closing, the server ending our connections is expected and not worth a line.
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL closed an idle connection: ${error.message}`);
  });
  // Fail at start with the server's own words when the URL is wrong.
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: preparingPool(pool) }) });
  const listener = postgresListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload) => listener.listen(channel, onPayload),
    notify: notifier(db),
    async close() {
      closing = true;
      await listener.close();
      await db.destroy();
    },
  };
}

/** dataDir undefined means in memory (tests). */
export async function connectPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [INT8_OID]: toNumber, [DATE_OID]: keepText, [TIMESTAMP_OID]: keepText },
  });
  const db = new Kysely<Database>({ dialect: pgliteDialect(client) });
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      checkChannel(channel);
      const unlisten = await client.listen(channel, onPayload);
      return () => unlisten();
    },
    notify: notifier(db),
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
