import { describe, expect, it } from 'vitest';
import { openOutbox, outboxStoreNames } from '../../api/outbox/outboxDatabase';
import {
  forgetAllSenders,
  forgetSender,
  openSenders,
  sealSender,
} from '../../api/outbox/sealedSenders';
import { createMemoryKeyStore } from '../../test/memoryKeyStore';
import { testUser } from '../../test/testUser';
import { createSenderSeal } from './senderSeal';

const authorization = `Motus ${testUser.token}`;

const storedSenders = async () => (await openOutbox()).getAll(outboxStoreNames.SENDERS);

/** Every way the token could be read out of stored bytes by a text search. */
function readings(bytes: Uint8Array): string[] {
  const latin1 = String.fromCharCode(...bytes);
  return [
    new TextDecoder().decode(bytes),
    latin1,
    btoa(latin1),
    Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join(''),
    JSON.stringify(Array.from(bytes)),
  ];
}

describe('the sealed senders on the device', () => {
  it('opens what it sealed to the same Authorization, for the same person', async () => {
    const seal = createSenderSeal({ keyStore: createMemoryKeyStore() });
    await sealSender(seal, testUser.id, authorization);
    expect(await openSenders(seal)).toEqual([
      expect.objectContaining({ userId: testUser.id, authorization }),
    ]);
  });

  it('stores neither the token nor the Authorization in any form a text search finds', async () => {
    const seal = createSenderSeal({ keyStore: createMemoryKeyStore() });
    await sealSender(seal, testUser.id, authorization);
    const [stored, ...others] = await storedSenders();
    expect(others).toEqual([]);
    if (!stored) throw new Error('No sender was stored');
    // The 12-byte IV, the ciphertext as long as the text, and GCM's 16-byte tag.
    expect(stored.sealed.byteLength).toBe(12 + authorization.length + 16);
    for (const text of [...readings(stored.sealed), JSON.stringify(stored)]) {
      expect(text).not.toContain(testUser.token);
      expect(text).not.toContain(btoa(testUser.token));
    }
  });

  it('seals with a fresh IV each time', async () => {
    const seal = createSenderSeal({ keyStore: createMemoryKeyStore() });
    await sealSender(seal, testUser.id, authorization);
    const [first] = await storedSenders();
    await sealSender(seal, testUser.id, authorization);
    const [second] = await storedSenders();
    expect(second?.sealed).not.toEqual(first?.sealed);
  });

  it('opens nothing sealed under another device key', async () => {
    await sealSender(createSenderSeal({ keyStore: createMemoryKeyStore() }), 7, authorization);
    expect(await openSenders(createSenderSeal({ keyStore: createMemoryKeyStore() }))).toEqual([]);
  });

  it('uses the key the stored user is encrypted with, from the device’s key store', async () => {
    const keyStore = createMemoryKeyStore();
    await sealSender(createSenderSeal({ keyStore }), testUser.id, authorization);
    // Another context (the service worker) with the same key store opens it.
    const [opened] = await openSenders(createSenderSeal({ keyStore }));
    expect(opened?.authorization).toBe(authorization);
    expect(keyStore.current()?.extractable).toBe(false);
  });

  it('forgets every sender when nobody is signed in any more', async () => {
    const seal = createSenderSeal({ keyStore: createMemoryKeyStore() });
    await sealSender(seal, testUser.id, authorization);
    await sealSender(seal, 99, 'Motus other-token');
    await forgetAllSenders();
    expect(await storedSenders()).toEqual([]);
  });

  it('forgets a sender the server refused unless the person was sealed again since', async () => {
    const seal = createSenderSeal({ keyStore: createMemoryKeyStore() });
    await sealSender(seal, testUser.id, 'Motus old-token');
    const [old] = await openSenders(seal);
    await sealSender(seal, testUser.id, authorization);
    if (!old) throw new Error('No sender was opened');
    await forgetSender(old);
    expect((await openSenders(seal)).map((sender) => sender.authorization)).toEqual([
      authorization,
    ]);
    const [current] = await openSenders(seal);
    if (!current) throw new Error('No sender was opened');
    await forgetSender(current);
    expect(await storedSenders()).toEqual([]);
  });
});
