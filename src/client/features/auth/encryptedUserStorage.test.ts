import { beforeEach, describe, expect, it } from 'vitest';
import { createMemoryKeyStore } from '../../test/memoryKeyStore';
import { testUser } from '../../test/testUser';
import type { CryptoKeyStore } from './cryptoKeyStore';
import { createEncryptedUserStorage, STORED_USER_KEY } from './encryptedUserStorage';

describe('encrypted user storage', () => {
  beforeEach(() => {
    localStorage.clear();
  });

  it('reads back the user it wrote', async () => {
    const storage = createEncryptedUserStorage({ keyStore: createMemoryKeyStore() });
    await storage.write(testUser);
    expect(await storage.read()).toEqual(testUser);
  });

  it('keeps no plaintext in localStorage', async () => {
    const storage = createEncryptedUserStorage({ keyStore: createMemoryKeyStore() });
    await storage.write(testUser);
    const stored = localStorage.getItem(STORED_USER_KEY) ?? '';
    expect(stored).not.toBe('');
    expect(stored).not.toContain(testUser.token);
    expect(stored).not.toContain(testUser.email);
    expect(atob(stored)).not.toContain(testUser.token);
    expect(() => JSON.parse(stored) as unknown).toThrow();
  });

  it('uses a fresh IV for each write', async () => {
    const storage = createEncryptedUserStorage({ keyStore: createMemoryKeyStore() });
    await storage.write(testUser);
    const first = localStorage.getItem(STORED_USER_KEY);
    await storage.write(testUser);
    expect(localStorage.getItem(STORED_USER_KEY)).not.toBe(first);
  });

  it('generates one non-extractable AES-GCM key and reuses it', async () => {
    const keyStore = createMemoryKeyStore();
    await createEncryptedUserStorage({ keyStore }).write(testUser);
    const key = keyStore.current();
    expect(key?.extractable).toBe(false);
    expect(key?.algorithm.name).toBe('AES-GCM');

    // A second page load reads with the same stored key.
    expect(await createEncryptedUserStorage({ keyStore }).read()).toEqual(testUser);
    expect(keyStore.current()).toBe(key);
  });

  it('removes the stored user on sign-out', async () => {
    const storage = createEncryptedUserStorage({ keyStore: createMemoryKeyStore() });
    await storage.write(testUser);
    await storage.write(null);
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
    expect(await storage.read()).toBeNull();
  });

  it('treats a value it cannot decrypt as signed out and clears it', async () => {
    await createEncryptedUserStorage({ keyStore: createMemoryKeyStore() }).write(testUser);
    // Another key: as if IndexedDB was cleared while localStorage was not.
    const storage = createEncryptedUserStorage({ keyStore: createMemoryKeyStore() });
    expect(await storage.read()).toBeNull();
    expect(localStorage.getItem(STORED_USER_KEY)).toBeNull();
  });

  it('keeps the stored user when the key store cannot be read, for the next load', async () => {
    const keyStore = createMemoryKeyStore();
    await createEncryptedUserStorage({ keyStore }).write(testUser);
    const stored = localStorage.getItem(STORED_USER_KEY);
    const failing: CryptoKeyStore = {
      load: () =>
        Promise.reject(new DOMException('Internal error opening backing store', 'UnknownError')),
      saveUnlessPresent: () => Promise.reject(new Error('not reached')),
    };

    await expect(createEncryptedUserStorage({ keyStore: failing }).read()).rejects.toThrow(
      'backing store',
    );
    expect(localStorage.getItem(STORED_USER_KEY)).toBe(stored);
    // The next load, with IndexedDB back, is still signed in.
    expect(await createEncryptedUserStorage({ keyStore }).read()).toEqual(testUser);
  });

  it('ignores a plaintext user someone put there by hand', async () => {
    localStorage.setItem(STORED_USER_KEY, JSON.stringify(testUser));
    const storage = createEncryptedUserStorage({ keyStore: createMemoryKeyStore() });
    expect(await storage.read()).toBeNull();
  });
});
