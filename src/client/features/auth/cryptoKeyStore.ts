/**
 * Where the browser keeps the key that encrypts the stored user. The real store is
 * IndexedDB (indexedDbKeyStore.ts), which can hold a non-extractable CryptoKey as it is;
 * tests use an in-memory one.
 */
export interface CryptoKeyStore {
  load(): Promise<CryptoKey | undefined>;
  /**
   * Stores `candidate` unless a key is already stored, and returns the key that is stored
   * afterwards: two tabs that start at once end up sharing one key.
   */
  saveUnlessPresent(candidate: CryptoKey): Promise<CryptoKey>;
}
