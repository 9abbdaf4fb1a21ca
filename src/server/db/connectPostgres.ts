import {
  Kysely,
  PostgresDialect,
  type PostgresCursor,
  type PostgresPool,
  type PostgresPoolClient,
} from 'kysely';
import pg from 'pg';
import type { Database } from './database';
import { checkChannel, notifier, sharedTypeParsers, type DatabaseHandle } from './databaseHandle';
import { databaseOutageLog, type DatabaseOutageLog } from './databaseOutageLog';
import { asDatabaseError, DatabaseUnavailableError } from './databaseUnavailable';
import { preparedStatementName } from './preparedStatements';

/**
 * How long opening a connection, or waiting for a pooled one, may take before the request is
 * answered 503 (decision 039): a server that is down refuses at once, but one behind a network
 * that drops packets would otherwise keep a request waiting for minutes.
 */
const CONNECT_TIMEOUT_MS = 1_500;

/** How soon a dropped LISTEN connection is opened again, and again while that fails. */
const RECONNECT_LISTENER_AFTER_MS = 1_000;

/**
 * One connection of its own for LISTEN, outside the pool: a pooled connection goes back to
 * the pool and would stop hearing. Opened on first use; when it drops (the server restarted,
 * the network failed) it is opened again a second later, and every second until that
 * succeeds, and listens to every channel again, instead of an unhandled 'error' ending the
 * process.
 */
function postgresListener(databaseUrl: string) {
  let client: Promise<pg.Client> | undefined;
  let closing = false;
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const reconnectSoon = () => {
    setTimeout(() => {
      if (closing || client) return;
      client = connect();
      client.catch(() => {
        client = undefined;
        reconnectSoon();
      });
    }, RECONNECT_LISTENER_AFTER_MS).unref();
  };
  const connect = async (): Promise<pg.Client> => {
    const listener = new pg.Client({
      connectionString: databaseUrl,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    });
    listener.on('notification', ({ channel, payload }) => {
      for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
    });
    listener.on('error', (error) => {
      console.error(`The LISTEN connection to PostgreSQL failed (${error.message}); reconnecting`);
      client = undefined;
      reconnectSoon();
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

// pg types its own lookup by an enum of oids; ours receives plain numbers from the driver.
const builtinParser = pg.types.getTypeParser as (
  oid: number,
  format?: 'text' | 'binary',
) => (value: string) => unknown;

/**
 * Channels every pooled connection listens on too (listen's heardBeforeOwnWritesReturn): a
 * connection that commits a change hears the NOTIFY it caused with the commit's own reply,
 * before the statement's promise settles, which the separate LISTEN connection cannot
 * promise. A connection listens when it is next handed out.
 */
function pooledListening() {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const heardBy = new WeakMap<pg.PoolClient, Set<string>>();
  return {
    add(channel: string, onPayload: (payload: string) => void) {
      let set = handlers.get(channel);
      if (!set) {
        set = new Set();
        handlers.set(channel, set);
      }
      set.add(onPayload);
      return () => set.delete(onPayload);
    },
    async listenOn(client: pg.PoolClient) {
      let heard = heardBy.get(client);
      if (!heard) {
        const channels = new Set<string>();
        heard = channels;
        heardBy.set(client, channels);
        client.on('notification', ({ channel, payload }) => {
          if (!channels.has(channel)) return;
          for (const handler of handlers.get(channel) ?? []) handler(payload ?? '');
        });
      }
      if (heard.size === handlers.size) return;
      for (const channel of handlers.keys()) {
        if (heard.has(channel)) continue;
        await client.query(`LISTEN ${channel}`);
        heard.add(channel);
      }
    },
  };
}

/**
 * The pool as Kysely sees it: SQL declared with preparedStatement runs by name, so pg parses it
 * once per connection and PostgreSQL plans it once per connection too (decision 016); any
 * other query goes through as it came. A failure for want of the server becomes a
 * DatabaseUnavailableError (answered 503), and the connection it happened on is dropped from
 * the pool when given back, so the next request gets a new one.
 */
function preparingPool(
  pool: pg.Pool,
  listening: ReturnType<typeof pooledListening>,
  outage: DatabaseOutageLog,
): PostgresPool {
  const clients = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => {
    let broken = false;
    const failed = (error: unknown): never => {
      const thrown = asDatabaseError(error, outage);
      if (thrown instanceof DatabaseUnavailableError) broken = true;
      throw thrown;
    };
    function query(sqlOrCursor: string | PostgresCursor<unknown>, parameters?: readonly unknown[]) {
      if (typeof sqlOrCursor !== 'string') return client.query(sqlOrCursor as never);
      const values = parameters ? [...parameters] : [];
      const name = preparedStatementName(sqlOrCursor);
      return (
        name === undefined
          ? client.query(sqlOrCursor, values)
          : client.query({ name, text: sqlOrCursor, values })
      ).catch(failed);
    }
    // pg's pool emits 'error' only for idle connections; one in use that the server ends
    // emits it on itself, and with no listener that ended the process. The query under way
    // is rejected as well, and answers the request.
    client.on('error', (error) => {
      broken = true;
      outage.unavailable(error);
    });
    // One function for both of Kysely's call shapes (a cursor only when streaming).
    return {
      query: query as unknown as PostgresPoolClient['query'],
      release: () => client.release(broken || undefined),
    };
  };
  return {
    async connect() {
      const client = await pool.connect().catch((error: unknown) => {
        throw asDatabaseError(error, outage);
      });
      let wrapped = clients.get(client);
      if (!wrapped) {
        wrapped = wrap(client);
        clients.set(client, wrapped);
      }
      try {
        await listening.listenOn(client);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw asDatabaseError(error, outage);
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
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A server that vanished without closing the connection (a cut network) is noticed by
    // TCP's keepalive, not only when the next statement's write times out.
    keepAlive: true,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') => {
        return sharedTypeParsers[oid] ?? builtinParser(oid, format);
      }) as typeof pg.types.getTypeParser,
    },
  });
  let closing = false;
  const outage = databaseOutageLog('PostgreSQL');
  // An idle pooled connection that PostgreSQL ends (a restart, an administrator, a network
  // failure) makes the pool emit 'error'; with no listener that would end the process. The
  // pool has already dropped that connection and opens a new one when next asked. Once we are
  // closing, the server ending our connections is expected and not worth a line.
  pool.on('error', (error) => {
    if (!closing) outage.unavailable(error);
  });
  pool.on('connect', () => outage.reachable());
  // Fail at start with the server's own words when the URL is wrong.
  const client = await pool.connect();
  client.release();
  const listening = pooledListening();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, listening, outage) }),
  });
  const listener = postgresListener(databaseUrl);
  return {
    db,
    kind: 'postgres',
    async listen(channel, onPayload, options) {
      checkChannel(channel);
      const stopPooled = options?.heardBeforeOwnWritesReturn
        ? listening.add(channel, onPayload)
        : undefined;
      const stop = await listener.listen(channel, onPayload);
      return async () => {
        stopPooled?.();
        await stop();
      };
    },
    notify: notifier(db),
    async close() {
      closing = true;
      await listener.close();
      await db.destroy();
    },
  };
}
