import { openOutbox, outboxStoreNames, type SealedSender } from './outboxDatabase';

const { SENDERS } = outboxStoreNames;

/**
 * Seals a person's Authorization with the device's key and opens it again: AES-GCM with the
 * non-extractable key the stored user is encrypted with (src/client/features/auth/senderSeal.ts).
 */
export interface SenderSeal {
  seal(authorization: string): Promise<Uint8Array<ArrayBuffer>>;
  open(sealed: Uint8Array<ArrayBuffer>): Promise<string>;
}

/** A sender as the service worker sends with it: whose, and their Authorization. */
export interface OpenedSender extends SealedSender {
  authorization: string;
}

const isSealedSender = (value: unknown): value is SealedSender =>
  typeof value === 'object' &&
  value !== null &&
  'userId' in value &&
  typeof value.userId === 'number' &&
  'sealed' in value &&
  // Not instanceof: the bytes read back may be of another realm's Uint8Array.
  ArrayBuffer.isView(value.sealed);

// The page's changes to the senders are made in the order it asks for them: a sign-out right
// after a sign-in never leaves the sender of someone no longer signed in behind.
let changes: Promise<unknown> = Promise.resolve();

function inTurn(change: () => Promise<void>): Promise<void> {
  const turn = changes.then(change);
  changes = turn.catch(() => undefined);
  return turn;
}

/** Keeps the signed-in person's sender, sealed, in place of any earlier one of theirs. */
export function sealSender(seal: SenderSeal, userId: number, authorization: string): Promise<void> {
  return inTurn(async () => {
    const sealed = await seal.seal(authorization);
    const database = await openOutbox();
    await database.put(SENDERS, { userId, sealed });
  });
}

/** Nobody is signed in on this page any more: no session of anyone's stays on the device. */
export function forgetAllSenders(): Promise<void> {
  return inTurn(async () => {
    const database = await openOutbox();
    await database.clear(SENDERS);
  });
}

/**
 * Every sender on the device, opened. One that does not open (sealed under a key the device
 * no longer has, or damaged) is left out: the next sign-in seals a new one in its place.
 */
export async function openSenders(seal: SenderSeal): Promise<OpenedSender[]> {
  const database = await openOutbox();
  const senders = (await database.getAll(SENDERS)).filter(isSealedSender);
  const opened: OpenedSender[] = [];
  for (const sender of senders) {
    const authorization = await seal.open(sender.sealed).catch(() => undefined);
    if (authorization !== undefined) opened.push({ ...sender, authorization });
  }
  return opened;
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

/**
 * The server ended this session: its sender goes, unless the person signed in again since
 * and a page sealed their new one in its place.
 */
export async function forgetSender({ userId, sealed }: SealedSender): Promise<void> {
  const database = await openOutbox();
  const transaction = database.transaction(SENDERS, 'readwrite');
  const current = await transaction.store.get(userId);
  if (current && sameBytes(current.sealed, sealed)) await transaction.store.delete(userId);
  await transaction.done;
}
