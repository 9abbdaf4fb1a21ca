import { useState } from 'react';
import type { QueuedWrite } from '../../api/outbox/queuedWrite';
import { outboxTexts } from '../../api/outbox/outboxTexts';
import { useAppDispatch } from '../../state/hooks';
import { Button } from '../../ui/actions/Button';
import './WaitingWrites.css';

export interface WaitingWritesProps {
  writes: readonly QueuedWrite[];
  /** Names the list for assistive technology where no heading does. */
  label?: string;
}

/**
 * Writes kept on this device that Motus has not yet confirmed (docs/product.md#working-offline),
 * each marked "Waiting to be sent", or with the server's words when it refused one; only the
 * person may discard a write.
 */
export function WaitingWrites({ writes, label = outboxTexts.listTitle }: WaitingWritesProps) {
  const dispatch = useAppDispatch();
  const [discarding, setDiscarding] = useState<string>();
  if (writes.length === 0) return null;
  return (
    <ul className="waiting-writes" aria-label={label}>
      {writes.map((write) => (
        <li key={write.key} className="waiting-writes__item">
          <div className="waiting-writes__what">
            <span className="waiting-writes__title">{write.title}</span>
            <span className="waiting-writes__detail">{write.detail}</span>
          </div>
          {write.refusal === undefined ? (
            <span className="waiting-writes__state">{outboxTexts.waitingToBeSent}</span>
          ) : (
            <div className="waiting-writes__refused">
              <p role="status">
                <strong>{outboxTexts.notAccepted}</strong> {write.refusal}
              </p>
              <Button
                variant="ghost"
                disabled={discarding === write.key}
                onClick={() => {
                  if (!window.confirm(outboxTexts.discardQuestion(write.title))) return;
                  setDiscarding(write.key);
                  // The queue's code loads when a write is discarded, not with every chart.
                  void import('../../api/outbox/queueWrite')
                    .then(({ dropWrite }) => dropWrite(write.key, dispatch))
                    // Not loaded (a network gone mid-way): the write stays listed, to discard again.
                    .catch(() => undefined)
                    .finally(() => setDiscarding(undefined));
                }}
              >
                {outboxTexts.discard}
              </Button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
