import { openSingleStoreDatabase, requestResult } from '../../state/browserStorage/indexedDb';

/**
 * Where the stored profile list's text is kept between page loads. The real one is
 * IndexedDB (below); tests and browsers without it use memory only.
 */
export interface ProfileListDatabase {
  /** The stored text, or undefined when none is stored. */
  load(): Promise<string | undefined>;
  save(text: string): Promise<void>;
  forget(): Promise<void>;
}

const DATABASE_NAME = 'motus-profile-list';
const OBJECT_STORE = 'lists';
const LIST_ID = 'profiles';

/**
 * The list's text in IndexedDB, not localStorage: a page's first use of localStorage loads
 * all of it at once, on the main thread, and with this list's 180 KB in there that was
 * 19-26 ms of a signed-in start on this machine (2-4 ms without it); IndexedDB reads it
 * while the page goes on.
 */
export function createIndexedDbProfileListDatabase(
  factory: IDBFactory = indexedDB,
): ProfileListDatabase {
  let database: Promise<IDBDatabase> | undefined;
  const connect = () =>
    (database ??= openSingleStoreDatabase(factory, DATABASE_NAME, OBJECT_STORE));
  const store = async (mode: IDBTransactionMode) =>
    (await connect()).transaction(OBJECT_STORE, mode).objectStore(OBJECT_STORE);

  return {
    async load() {
      const stored: unknown = await requestResult((await store('readonly')).get(LIST_ID));
      return typeof stored === 'string' ? stored : undefined;
    },
    async save(text) {
      await requestResult((await store('readwrite')).put(text, LIST_ID));
    },
    async forget() {
      await requestResult((await store('readwrite')).delete(LIST_ID));
    },
  };
}
