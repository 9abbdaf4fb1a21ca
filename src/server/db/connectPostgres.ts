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
import { preparedStatementName } from './preparedStatements';

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
 * other query goes through as it came.
 */
function preparingPool(pool: pg.Pool, listening: ReturnType<typeof pooledListening>): PostgresPool {
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
      try {
        await listening.listenOn(client);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
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
        return sharedTypeParsers[oid] ?? builtinParser(oid, format);
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
  const listening = pooledListening();
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: preparingPool(pool, listening) }),
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
