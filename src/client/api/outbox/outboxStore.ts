import { isQueuedWrite, type QueuedWrite } from './queuedWrite';
import { openOutbox, outboxStoreNames } from './outboxDatabase';

const { WRITES, BY_USER } = outboxStoreNames;

/** The device has no room left for the write: the person must be told before they leave. */
export class DeviceStorageFull extends Error {
  constructor(cause: unknown) {
    super('The device has no room left to keep this write', { cause });
    this.name = 'DeviceStorageFull';
  }
}

const isQuotaError = (error: unknown) =>
  error instanceof DOMException && error.name === 'QuotaExceededError';

/** Keeps a write on the device; rejects (DeviceStorageFull when out of room) if it was not kept. */
export async function keepWrite(write: QueuedWrite): Promise<void> {
  try {
    const database = await openOutbox();
    await database.put(WRITES, write);
  } catch (error) {
    throw isQuotaError(error) ? new DeviceStorageFull(error) : error;
  }
}

/** One person's waiting writes, oldest first: another person's are never read out. */
export async function writesOf(userId: number): Promise<QueuedWrite[]> {
  const database = await openOutbox();
  const writes = await database.getAllFromIndex(WRITES, BY_USER, userId);
  return writes.filter(isQueuedWrite).sort((a, b) => a.writtenAt - b.writtenAt);
}

/** Notes the server's words on a refused write; it stays until fixed or discarded. */
export async function noteRefusal(key: string, refusal: string): Promise<void> {
  const database = await openOutbox();
  const transaction = database.transaction(WRITES, 'readwrite');
  const write = await transaction.store.get(key);
  if (write) await transaction.store.put({ ...write, refusal });
  await transaction.done;
}

/** The server has the write (or the person discarded it): it leaves the device. */
export async function forgetWrite(key: string): Promise<void> {
  const database = await openOutbox();
  await database.delete(WRITES, key);
}
