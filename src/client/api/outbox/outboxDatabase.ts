import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { databaseOpener } from '../../state/browserStorage/databaseOpener';
import type { QueuedWrite } from './queuedWrite';

/** The device's queue of writes, shared by every tab of Motus and its service worker. */
export const OUTBOX_DATABASE = 'motus-outbox';
const WRITES = 'writes';
const BY_USER = 'byUser';
const SENDERS = 'senders';

/**
 * A signed-in person's Authorization, encrypted with the device's key (sealedSenders.ts), so
 * the service worker can send their writes with every tab closed; never the token itself.
 */
export interface SealedSender {
  userId: number;
  /** AES-GCM: the 12-byte IV followed by the ciphertext. */
  sealed: Uint8Array<ArrayBuffer>;
}

interface OutboxSchema extends DBSchema {
  writes: { key: string; value: QueuedWrite; indexes: { byUser: number } };
  /** Each signed-in person's session, sealed with the device's key, for the service worker. */
  senders: { key: number; value: SealedSender };
}

export type OutboxDatabase = IDBPDatabase<OutboxSchema>;

/** The queue's database, opened once per page (or worker) and made the first time. */
export const openOutbox = databaseOpener<OutboxDatabase>((lost) =>
  openDB<OutboxSchema>(OUTBOX_DATABASE, 1, {
    upgrade(database) {
      database.createObjectStore(WRITES, { keyPath: 'key' }).createIndex(BY_USER, 'userId');
      database.createObjectStore(SENDERS, { keyPath: 'userId' });
    },
    // Another tab opening a newer version waits for no one: this page lets go and opens again.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      lost();
    },
    terminated: lost,
  }),
);

export const outboxStoreNames = { WRITES, BY_USER, SENDERS } as const;
