import { useMemo } from 'react';
import type { QueuedWrite } from '../../api/outbox/queuedWrite';
import { selectWaitingWrites } from '../../api/outbox/outboxSlice';
import { useAppSelector } from '../../state/hooks';

const none: readonly QueuedWrite[] = [];

/** The signed-in person's readings of one dataset still waiting on this device. */
export function useWaitingReadings(datasetId: number, shown = true): readonly QueuedWrite[] {
  const writes = useAppSelector(selectWaitingWrites);
  return useMemo(
    () =>
      shown
        ? writes.filter((write) => write.kind === 'reading' && write.datasetId === datasetId)
        : none,
    [writes, datasetId, shown],
  );
}
