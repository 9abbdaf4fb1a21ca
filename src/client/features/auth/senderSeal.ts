import type { SenderSeal } from '../../api/outbox/sealedSenders';
import { deviceKey, openSealedBytes, sealBytes } from './encryptedUserStorage';
import { createIndexedDbKeyStore } from './indexedDbKeyStore';
import type { CryptoKeyStore } from './cryptoKeyStore';

export interface SenderSealOptions {
  keyStore?: CryptoKeyStore;
  subtle?: SubtleCrypto;
  randomBytes?: (length: number) => Uint8Array<ArrayBuffer>;
}

/**
 * Seals the outbox's senders as the stored user is sealed: AES-GCM under the device's key
 * from `motus-keys`, which a service worker can use too but nobody can read out.
 */
export function createSenderSeal({
  keyStore = createIndexedDbKeyStore(),
  subtle = globalThis.crypto.subtle,
  randomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
}: SenderSealOptions = {}): SenderSeal {
  const key = deviceKey(keyStore, subtle);
  return {
    seal: async (authorization) =>
      sealBytes(await key(), new TextEncoder().encode(authorization), { subtle, randomBytes }),
    open: async (sealed) =>
      new TextDecoder().decode(await openSealedBytes(await key(), sealed, subtle)),
  };
}
