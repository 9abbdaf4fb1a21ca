import type { SessionUser } from '../../../shared/api/accountContract';
import type { CryptoKeyStore } from './cryptoKeyStore';

/** The localStorage key of docs/product.md#accounts-and-sessions. */
export const STORED_USER_KEY = 'auth.user';

/**
 * Whether a user is stored (readable or not), without reading it: a page can start fetching
 * a signed-in page's code before the stored user is decrypted.
 */
export function hasStoredUser(storage: Storage = window.localStorage): boolean {
  try {
    return storage.getItem(STORED_USER_KEY) !== null;
  } catch {
    return false;
  }
}

/** AES-GCM's recommended nonce length. */
const IV_BYTES = 12;

export interface UserStorage {
  /**
   * The stored user, or null when none is stored or it cannot be read back. Rejects, keeping
   * the stored user for a later load, when the key cannot be reached (IndexedDB failing).
   */
  read(): Promise<SessionUser | null>;
  /** Stores the user encrypted, or removes it for null. */
  write(user: SessionUser | null): Promise<void>;
}

export interface EncryptedUserStorageOptions {
  keyStore: CryptoKeyStore;
  storage?: Storage;
  subtle?: SubtleCrypto;
  randomBytes?: (length: number) => Uint8Array<ArrayBuffer>;
}

/**
 * The device's key, generated once, non-extractable, and kept in the key store; asked for
 * once and then shared, or asked again after a failure rather than keeping it. The outbox's
 * sealed senders use the same key (src/client/features/auth/senderSeal.ts).
 */
export function deviceKey(
  keyStore: CryptoKeyStore,
  subtle: SubtleCrypto,
): () => Promise<CryptoKey> {
  let key: Promise<CryptoKey> | undefined;

  async function loadOrCreateKey(): Promise<CryptoKey> {
    const stored = await keyStore.load();
    if (stored) return stored;
    const candidate = await subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    return keyStore.saveUnlessPresent(candidate);
  }

  return () => {
    key ??= loadOrCreateKey().catch((error: unknown) => {
      key = undefined; // try again next time rather than keep a failure
      throw error;
    });
    return key;
  };
}

/** Encrypts with AES-GCM under a fresh random IV: the IV followed by the ciphertext. */
export async function sealBytes(
  key: CryptoKey,
  plaintext: Uint8Array<ArrayBuffer>,
  { subtle, randomBytes }: Required<Pick<EncryptedUserStorageOptions, 'subtle' | 'randomBytes'>>,
): Promise<Uint8Array<ArrayBuffer>> {
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await subtle.encrypt({ name: 'AES-GCM', iv }, key, plaintext);
  const bytes = new Uint8Array(IV_BYTES + ciphertext.byteLength);
  bytes.set(iv, 0);
  bytes.set(new Uint8Array(ciphertext), IV_BYTES);
  return bytes;
}

/** Decrypts what sealBytes made; rejects when it was tampered with or sealed with another key. */
export function openSealedBytes(
  key: CryptoKey,
  sealed: Uint8Array<ArrayBuffer>,
  subtle: SubtleCrypto,
): Promise<ArrayBuffer> {
  return subtle.decrypt(
    { name: 'AES-GCM', iv: sealed.slice(0, IV_BYTES) },
    key,
    sealed.slice(IV_BYTES),
  );
}

function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function looksLikeSessionUser(value: unknown): value is SessionUser {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Partial<Record<keyof SessionUser, unknown>>;
  return (
    typeof candidate.token === 'string' &&
    typeof candidate.first_name === 'string' &&
    typeof candidate.email === 'string' &&
    typeof candidate.is_doctor === 'boolean' &&
    // A user stored before people had a time zone (decision 034) signs in again once.
    typeof candidate.time_zone === 'string'
  );
}

/**
 * The signed-in user, kept in localStorage under `auth.user` and encrypted with AES-GCM.
 * The key is generated once, non-extractable, and lives in the key store (IndexedDB), so
 * what sits in localStorage is useless to anyone who copies it out of the browser profile.
 * Each write uses a fresh random IV; the stored text is base64 of IV followed by ciphertext.
 */
export function createEncryptedUserStorage({
  keyStore,
  storage = window.localStorage,
  subtle = globalThis.crypto.subtle,
  randomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length)),
}: EncryptedUserStorageOptions): UserStorage {
  const userKey = deviceKey(keyStore, subtle);

  return {
    async read() {
      const stored = storage.getItem(STORED_USER_KEY);
      if (stored === null) return null;
      // A key store that cannot be read now (IndexedDB failing for the moment) says nothing
      // about the stored user: it stays, for a later load to read, rather than signing the
      // browser out for good.
      const cryptoKey = await userKey();
      try {
        const plaintext = await openSealedBytes(cryptoKey, fromBase64(stored), subtle);
        const user: unknown = JSON.parse(new TextDecoder().decode(plaintext));
        if (looksLikeSessionUser(user)) return user;
      } catch {
        // Tampered, written with a lost key, or not ours: treat as signed out (below).
      }
      storage.removeItem(STORED_USER_KEY);
      return null;
    },

    async write(user) {
      if (user === null) {
        storage.removeItem(STORED_USER_KEY);
        return;
      }
      const sealed = await sealBytes(
        await userKey(),
        new TextEncoder().encode(JSON.stringify(user)),
        { subtle, randomBytes },
      );
      storage.setItem(STORED_USER_KEY, toBase64(sealed));
    },
  };
}
