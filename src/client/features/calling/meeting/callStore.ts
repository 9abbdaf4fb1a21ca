import type { CallSnapshot } from './callProvider';

/** The snapshot a provider keeps and the listeners it tells of each change (useSyncExternalStore). */
export class CallStore {
  private readonly listeners = new Set<() => void>();

  constructor(protected state: CallSnapshot) {}

  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  snapshot(): CallSnapshot {
    return this.state;
  }

  protected set(next: CallSnapshot): void {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
