import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { databaseOpener } from '../../state/browserStorage/databaseOpener';
import type { QueuedWrite } from './queuedWrite';

/** The device's queue of writes, shared by every tab of Motus and its service worker. */
export const OUTBOX_DATABASE = 'motus-outbox';
const WRITES = 'writes';
const BY_USER = 'byUser';

interface OutboxSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { byUser: number } };
}

export type OutboxDatabase = IDBPDatabase<OutboxSchema>;

/** The queue's database, opened once per page (or worker) and made the first time. */
export const openOutbox = databaseOpener<OutboxDatabase>((lost) =>
  openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(WRITES, { keyPath: 'key' }).createIndex(BY_USER, 'userId');
    },
    // Another tab opening a newer version waits for no one: this page lets go and opens again.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      lost();
    },
    terminated: lost,
  }),
);

export const outboxStoreNames = { WRITES, BY_USER } as const;
