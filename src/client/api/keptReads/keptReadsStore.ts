import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import { databaseOpener } from '../../state/browserStorage/databaseOpener';

/** One kept reply: the server's JSON as it came (before any transformResponse) and when. */
export interface KeptReply {
  reply: unknown;
  /** ISO moment the reply was received. */
  receivedAt: string;
}

interface KeptReadsSchema extends DBSchema {
  replies: { key: string; value: KeptReply };
}

const DATABASE_NAME = 'motus-kept-reads';
const STORE_NAME = 'replies';
/** How long a read that failed for the network waits for the device before it fails as it is. */
const FIND_PATIENCE_MS = 1500;

/** Work is done in turn, so forgetting waits for keeping that began before it. */
let queue: Promise<unknown> = Promise.resolve();
/** Counts forgetAll calls: a keep that began before one never writes after it. */
let generation = 0;
/** A device without storage would say so on every read: once is enough. */
let warned = false;

const database = databaseOpener<IDBPDatabase<KeptReadsSchema>>((lost) =>
  openDB<KeptReadsSchema>(DATABASE_NAME, 1, {
    upgrade(db) {
      db.createObjectStore(STORE_NAME);
    },
    // Another tab's newer version wants the database: let it have it, reopen next time.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase).close();
      lost();
    },
    terminated: lost,
  }),
);

/**
 * Keeping is a convenience (docs/product.md#working-offline): no IndexedDB, a full quota or a
 * blocked open is said on the console (once) and the read goes on as if nothing were kept.
 */
function inTurn<T>(work: () => Promise<T>, fallback: T): Promise<T> {
  const done = queue.then(work).catch((error: unknown) => {
    if (!warned) console.warn('Motus could not use the replies kept on this device', error);
    warned = true;
    return fallback;
  });
  queue = done;
  return done;
}

function withPatience<T>(promise: Promise<T>, fallback: T): Promise<T> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(fallback), FIND_PATIENCE_MS);
    void promise.then((value) => {
      clearTimeout(timer);
      resolve(value);
    });
  });
}

/** Keeps the reply of one request, in place of the one kept before. */
export function keepReply(key: string, kept: KeptReply): Promise<void> {
  const keptIn = generation;
  // The database of the moment the reply came: a keep never lands in a later one.
  const keptInto = database();
  return inTurn(async () => {
    if (keptIn !== generation) return;
    await (await keptInto).put(STORE_NAME, kept, key);
  }, undefined);
}

/** The reply kept for a request, if any; never waits long for a slow or blocked database. */
export function findKeptReply(key: string): Promise<KeptReply | undefined> {
  return withPatience(
    inTurn(async () => (await database()).get(STORE_NAME, key), undefined),
    undefined,
  );
}

/** Forgets every kept reply, whoever's. */
export function forgetKeptReplies(): Promise<void> {
  generation += 1;
  return inTurn(async () => {
    await (await database()).clear(STORE_NAME);
  }, undefined);
}
