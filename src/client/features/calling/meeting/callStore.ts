import { createListenerStore, type ListenerStore } from '../../../ui/state/createListenerStore';
import type { CallSnapshot } from './callProvider';

/** The snapshot a provider keeps and tells each change of (useCall follows it). */
export class CallStore {
  private readonly call: ListenerStore<CallSnapshot>;

  constructor(initial: CallSnapshot) {
    this.call = createListenerStore(initial);
  }

  subscribe(listener: () => void): () => void {
    return this.call.subscribe(listener);
  }

  snapshot(): CallSnapshot {
    return this.call.get();
  }

  protected get state(): CallSnapshot {
    return this.call.get();
  }

  protected set(next: CallSnapshot): void {
    this.call.set(next);
  }
}
