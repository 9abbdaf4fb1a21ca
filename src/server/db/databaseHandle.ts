import { sql, type Kysely } from 'kysely';
import type { Database } from './database';

/** An open database of either kind, as the app and the repositories use it. */
export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: 'pglite' | 'postgres';
  /**
   * LISTEN on a channel: every NOTIFY on it (pg_notify, from any server instance sharing the
   * database) reaches onPayload. Answers the function that stops listening.
   *
   * With heardBeforeOwnWritesReturn, a NOTIFY that this server's own statement causes reaches
   * onPayload before that statement's promise settles (on PostgreSQL every pooled connection
   * listens too, and hears its own commit's notices with the reply; PGlite always does). A
   * payload may then arrive more than once: onPayload must not mind.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    options?: { heardBeforeOwnWritesReturn?: boolean },
  ): Promise<() => Promise<void>>;
  /** NOTIFY on a channel: every listener of every instance sharing the database hears it. */
  notify(channel: string, payload: string): Promise<void>;
  /**
   * The embedded database only: a tarball of its data folder, read by PGlite while no
   * statement runs, for snapshots (decision 038).
   */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`Not a channel name: ${channel}`);
}

export function notifier(db: Kysely<Database>) {
  return async (channel: string, payload: string): Promise<void> => {
    checkChannel(channel);
    await sql`select pg_notify(${channel}, ${payload})`.execute(db);
  };
}

const INT8_OID = 20;
const DATE_OID = 1082;
const TIMESTAMP_OID = 1114;

const toNumber = (value: string): number => Number(value);
const keepText = (value: string): string => value;

/**
 * The types both drivers must hand the repositories alike, by PostgreSQL type oid: ids as
 * numbers (pg gives bigint as text) and calendar dates as 'yyyy-MM-dd' text (never a Date at
 * local midnight, which shifts a day in some time zones); zone-less timestamps (a reading's
 * wall-clock time) stay text for the same reason. Other types keep each driver's parser.
 */
export const sharedTypeParsers: Readonly<Record<number, (value: string) => unknown>> = {
  [INT8_OID]: toNumber,
  [DATE_OID]: keepText,
  [TIMESTAMP_OID]: keepText,
};
