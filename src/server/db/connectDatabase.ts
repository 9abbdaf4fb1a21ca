import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import { KyselyPGlite } from 'kysely-pglite';
import pg from 'pg';
import type { Database } from './database';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
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
  // Fail at start with the server's own words when the URL is wrong.
  const client = await pool.connect();
  client.release();
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** dataDir undefined means in memory (tests). */
export async function connectPglite(dataDir: string | undefined): Promise<DatabaseHandle> {
  const client = await PGlite.create({
    ...(dataDir ? { dataDir } : {}),
    parsers: { [INT8_OID]: toNumber, [DATE_OID]: keepText, [TIMESTAMP_OID]: keepText },
  });
  const db = new Kysely<Database>({ dialect: new KyselyPGlite(client).dialect });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      if (!client.closed) await client.close();
    },
  };
}
