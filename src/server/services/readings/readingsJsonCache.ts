/** A read's records as the reply's JSON array, UTF-8 encoded once, with its dataset version. */
export interface KeptReadings {
  count: number;
  /** Sent as it is: Node writes a Buffer to a socket several times faster than a long string. */
  json: Buffer;
  /** The dataset's version these records were read at. */
  version: string;
  /**
   * Whole replies around these records, gzipped, by the reply's opening (each read route
   * wraps the records in its own): made on the first request that takes gzip and sent as they
   * are to the next (about a tenth of the JSON's size, so not counted against the bound).
   */
  gzippedReplies?: Map<Buffer, Buffer>;
}

/**
 * Date-range read replies kept in this server's memory, each with the dataset version it was
 * read at (decision 012). Whoever takes one out checks that version against the database
 * first, so a kept reply is never handed out after its readings changed, whichever server
 * changed them. Bounded by the bytes of JSON kept: the least recently used go first. A limit
 * of 0 keeps nothing.
 */
export class ReadingsJsonCache {
  private readonly entries = new Map<string, KeptReadings>();
  private keptBytes = 0;

  constructor(private readonly maxBytes: number) {}

  get bytes(): number {
    return this.keptBytes;
  }

  get(key: string): KeptReadings | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Map keeps insertion order: moving the entry to the end marks it recently used.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  set(key: string, value: KeptReadings): void {
    this.delete(key);
    const size = sizeOf(key, value);
    if (size > this.maxBytes) return;
    this.entries.set(key, value);
    this.keptBytes += size;
    for (const [oldestKey] of this.entries) {
      if (this.keptBytes <= this.maxBytes) break;
      this.delete(oldestKey);
    }
  }

  /** Drops every reply kept of one person's readings (their account was erased). */
  forgetUser(userId: number): void {
    const prefix = readingsCacheKeyPrefix(userId);
    for (const key of [...this.entries.keys()]) {
      if (key.startsWith(prefix)) this.delete(key);
    }
  }

  private delete(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.keptBytes -= sizeOf(key, entry);
  }
}

/** Every key of one person's replies starts with their id (readReadingsJson builds them). */
export function readingsCacheKeyPrefix(userId: number): string {
  return `${userId}|`;
}

function sizeOf(key: string, value: KeptReadings): number {
  return key.length + value.json.byteLength;
}
