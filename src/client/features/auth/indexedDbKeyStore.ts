import { openSingleStoreDatabase, requestResult } from '../../state/browserStorage/indexedDb';
import type { CryptoKeyStore } from './cryptoKeyStore';

const DATABASE_NAME = 'motus-keys';
const OBJECT_STORE = 'keys';
const USER_KEY_ID = 'auth.user';

/**
 * Keeps the user-storage key in IndexedDB. IndexedDB stores a CryptoKey by structured clone,
 * so the key stays non-extractable: script on the page can use it but never read its bytes.
 */
export function createIndexedDbKeyStore(factory: IDBFactory = indexedDB): CryptoKeyStore {
  let database: Promise<IDBDatabase> | undefined;
  const connect = () =>
    (database ??= openSingleStoreDatabase(factory, DATABASE_NAME, OBJECT_STORE));

  return {
    async load() {
      const db = await connect();
      const stored: unknown = await requestResult(
        db.transaction(OBJECT_STORE, 'readonly').objectStore(OBJECT_STORE).get(USER_KEY_ID),
      );
      return stored instanceof CryptoKey ? stored : undefined;
    },

    async saveUnlessPresent(candidate) {
      const db = await connect();
      // One readwrite transaction: read and write cannot interleave with another tab's.
      const store = db.transaction(OBJECT_STORE, 'readwrite').objectStore(OBJECT_STORE);
      const existing: unknown = await requestResult(store.get(USER_KEY_ID));
      if (existing instanceof CryptoKey) return existing;
      await requestResult(store.put(candidate, USER_KEY_ID));
      return candidate;
    },
  };
}
