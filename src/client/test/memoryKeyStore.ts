import type { CryptoKeyStore } from '../features/auth/cryptoKeyStore';

/** A key store for tests: jsdom has Web Crypto but no IndexedDB. */
export function createMemoryKeyStore(): CryptoKeyStore & { current(): CryptoKey | undefined } {
  let stored: CryptoKey | undefined;
  return {
    load: () => Promise.resolve(stored),
    saveUnlessPresent: (candidate) => {
      stored ??= candidate;
      return Promise.resolve(stored);
    },
    current: () => stored,
  };
}
