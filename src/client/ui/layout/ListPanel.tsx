import { useId, useState, type ReactNode } from 'react';
import { Button } from '../actions/Button';
import { ErrorState } from '../feedback/ErrorState';
import { LoadingState } from '../feedback/LoadingState';
import { listPanelTexts } from './layoutTexts';
import './ListPanel.css';

export interface ListPanelProps {
  title: string;
  /** undefined while loading. */
  count: number | undefined;
  failed: boolean;
  onRetry: () => void;
  empty: string;
  /** Buttons beside the title, e.g. Invite Doctor. */
  actions?: ReactNode;
  children: ReactNode;
}

/**
 * One list panel of the calling dashboard (docs/product.md#calling): a count in its title and a
 * Display/Hide toggle, disabled while the list is empty.
 */
export function ListPanel(props: ListPanelProps) {
  const [shown, setShown] = useState(true);
  const bodyId = useId();
  const { count } = props;
  const empty = count === 0;
  return (
    <section className="calling-panel" aria-label={props.title}>
      <div className="calling-panel__header">
        <h2 className="calling-panel__title">{listPanelTexts.count(props.title, count ?? 0)}</h2>
        <div className="calling-panel__actions">
          {props.actions}
          <Button
            variant="ghost"
            size="sm"
            aria-expanded={shown && !empty}
            aria-controls={bodyId}
            disabled={empty || count === undefined}
            onClick={() => setShown(!shown)}
          >
            {shown && !empty ? listPanelTexts.hide : listPanelTexts.display}
          </Button>
        </div>
      </div>
      <div id={bodyId} className="calling-panel__body">
        {props.failed ? (
          <ErrorState
            title={listPanelTexts.loadFailed}
            message={listPanelTexts.tryAgain}
            onRetry={props.onRetry}
          />
        ) : count === undefined ? (
          <LoadingState label={listPanelTexts.loading} />
        ) : empty ? (
          <p className="calling-panel__empty">{props.empty}</p>
        ) : shown ? (
          props.children
        ) : null}
      </div>
    </section>
  );
}
