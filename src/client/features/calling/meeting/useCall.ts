import { useEffect, useSyncExternalStore } from 'react';
import type { CallProvider, CallSnapshot } from './callProvider';

/** The provider's current snapshot; joins on mount and leaves on unmount. */
export function useCall(provider: CallProvider): CallSnapshot {
  const snapshot = useSyncExternalStore(
    (listener) => provider.subscribe(listener),
    () => provider.snapshot(),
  );
  useEffect(() => {
    void provider.join();
    return () => provider.leave();
  }, [provider]);
  return snapshot;
}
