/** A cache tag as the API slice names it: a type, or a type and an id. */
export type QueuedWriteTag = string | { type: string; id: number };

/** What a queued write adds: a profile's reading, or a finished run of a routine. */
export type QueuedWriteKind = 'reading' | 'session';

/**
 * A write the person made that the server has not yet confirmed, kept on the device
 * (docs/product.md#working-offline). Its key is the Idempotency-Key it is sent with, made by
 * the browser when the person saved, so however often and from however many tabs it is
 * sent, the server stores it once.
 */
export interface QueuedWrite {
  key: string;
  /** Who wrote it: it is sent only with this person's session and shown only to them. */
  userId: number;
  kind: QueuedWriteKind;
  /** The write as the server takes it: always a POST with a JSON body. */
  url: string;
  body: Record<string, unknown>;
  /** What the person sees in the list of waiting writes, in their words. */
  title: string;
  detail: string;
  /** The dataset a reading belongs to, so its tab shows it and is read again once it is sent. */
  datasetId?: number;
  /** The cache tags of what the write changes (baseApi's tagTypes), read again once it is sent. */
  refreshes: QueuedWriteTag[];
  /** When the person saved it, in ms since the epoch. */
  writtenAt: number;
  /** The server's words when it last refused the write: it stays until fixed or discarded. */
  refusal?: string;
  /** Whatever the feature that queued it needs to show it again (a run's summary). */
  extra?: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a value read back from the device is a queued write (an older or damaged one is not). */
export function isQueuedWrite(value: unknown): value is QueuedWrite {
  return (
    isRecord(value) &&
    typeof value.key === 'string' &&
    typeof value.userId === 'number' &&
    (value.kind === 'reading' || value.kind === 'session') &&
    typeof value.url === 'string' &&
    isRecord(value.body) &&
    typeof value.title === 'string' &&
    typeof value.detail === 'string' &&
    typeof value.writtenAt === 'number' &&
    Array.isArray(value.refreshes) &&
    (value.datasetId === undefined || typeof value.datasetId === 'number') &&
    (value.refusal === undefined || typeof value.refusal === 'string')
  );
}
