import type { UserRow } from '../../db/tables/usersTable';

interface KeptSession {
  user: UserRow;
  keptAt: number;
  renewing: boolean;
}

/**
 * Sessions this server has just found live, by token hash, so that a person's next requests
 * within a few seconds need no database round trip (decision 030). An entry goes when its
 * time is up, and at once when the database tells that the user's sessions or account row
 * changed (forgetUser). A lookup that was under way while such a change was told is not kept:
 * it may have read the row from before the change. A session still in use when its renewal
 * time comes is looked up again while the entry serves (claimRenewal, decision 032).
 */
export class KeptSessions {
  readonly #entries = new Map<string, KeptSession>();
  /** Token hashes kept by user id: a change told names a user, and is told often. */
  readonly #byUser = new Map<number, Set<string>>();
  #changesTold = 0;

  constructor(
    private readonly keepForMs: number,
    private readonly renewAfterMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** A count that moves on each change told: read it before a lookup, hand it to keep. */
  get changesTold(): number {
    return this.#changesTold;
  }

  find(tokenHash: string): UserRow | undefined {
    const kept = this.#entries.get(tokenHash);
    if (kept === undefined) return undefined;
    if (this.now() < kept.keptAt + this.keepForMs) return kept.user;
    this.#drop(tokenHash, kept);
    return undefined;
  }

  /**
   * Whether the caller should look this kept session up again now: true once its renewal time
   * has come, then false until it is kept anew or forgotten.
   */
  claimRenewal(tokenHash: string): boolean {
    const kept = this.#entries.get(tokenHash);
    if (kept === undefined || kept.renewing || this.now() < kept.keptAt + this.renewAfterMs)
      return false;
    kept.renewing = true;
    return true;
  }

  keep(tokenHash: string, user: UserRow, changesToldBeforeLookup: number): void {
    if (changesToldBeforeLookup !== this.#changesTold) return;
    const before = this.#entries.get(tokenHash);
    if (before) this.#drop(tokenHash, before);
    if (this.#entries.size >= this.maxEntries) {
      // The oldest kept: a Map iterates in the order keys were set.
      const [oldest] = this.#entries;
      if (oldest) this.#drop(...oldest);
    }
    this.#entries.set(tokenHash, { user, keptAt: this.now(), renewing: false });
    const ofUser = this.#byUser.get(user.id) ?? new Set<string>();
    ofUser.add(tokenHash);
    this.#byUser.set(user.id, ofUser);
  }

  forget(tokenHash: string): void {
    const kept = this.#entries.get(tokenHash);
    if (kept) this.#drop(tokenHash, kept);
  }

  forgetUser(userId: number): void {
    this.#changesTold += 1;
    for (const tokenHash of this.#byUser.get(userId) ?? []) this.#entries.delete(tokenHash);
    this.#byUser.delete(userId);
  }

  #drop(tokenHash: string, kept: KeptSession): void {
    this.#entries.delete(tokenHash);
    const ofUser = this.#byUser.get(kept.user.id);
    ofUser?.delete(tokenHash);
    if (ofUser?.size === 0) this.#byUser.delete(kept.user.id);
  }
}
