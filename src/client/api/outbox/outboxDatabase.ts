import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { QueuedWrite } from './queuedWrite';

/** The device's queue of writes, shared by every tab of Motus and its service worker. */
export const OUTBOX_DATABASE = 'motus-outbox';
const WRITES = 'writes';
const BY_USER = 'byUser';

interface OutboxSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { byUser: number } };
}

export type OutboxDatabase = IDBPDatabase<OutboxSchema>;

let opened: { factory: IDBFactory; database: Promise<OutboxDatabase> } | undefined;

/** The queue's database, opened once per page (or worker) and made the first time. */
export function openOutbox(): Promise<OutboxDatabase> {
  // Once per factory: a page has one for its life, a client test a new one for each test.
  const factory = globalThis.indexedDB;
  if (opened?.factory !== factory) {
    const database = open().catch((error: unknown) => {
      opened = undefined; // a later write tries again rather than keep the failure
      throw error;
    });
    opened = { factory, database };
  }
  return opened.database;
}

function open(): Promise<OutboxDatabase> {
  return openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(WRITES, { keyPath: 'key' }).createIndex(BY_USER, 'userId');
    },
    // Another tab opening a newer version waits for no one: this page lets go and opens again.
    blocking() {
      void opened?.database.then((database) => database.close());
      opened = undefined;
    },
  });
}

export const outboxStoreNames = { WRITES, BY_USER } as const;
