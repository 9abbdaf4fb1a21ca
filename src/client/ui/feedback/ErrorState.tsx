import type { ReactNode } from 'react';
import { Button } from '../actions/Button';
import { AlertIcon } from '../icons/interfaceIcons';
import { feedbackTexts } from './feedbackTexts';
import './states.css';

export interface ErrorStateProps {
  title: string;
  /** What happened and what the user can do, in plain words. */
  message?: ReactNode;
  /** A way forward, e.g. a link; for trying the same thing again, onRetry. */
  action?: ReactNode;
  /** Shows a 'Try again' button (or retryLabel) that calls this. */
  onRetry?: () => void;
  retryLabel?: string;
  /** A small inline box (inside a form) rather than a block that fills a section. */
  compact?: boolean;
  fullPage?: boolean;
}

export function ErrorState({
  title,
  message,
  action,
  onRetry,
  retryLabel = feedbackTexts.tryAgain,
  compact = false,
  fullPage = false,
}: ErrorStateProps) {
  const classes = [
    'state',
    'state--error',
    compact ? 'state--compact' : '',
    fullPage ? 'state--page' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={classes} role="alert">
      <span className="state__icon" aria-hidden="true">
        <AlertIcon />
      </span>
      <div>
        <p className="state__title">{title}</p>
        {message ? <div className="state__message">{message}</div> : null}
        {action || onRetry ? (
          <div className="state__action">
            {action ??
              (onRetry ? (
                <Button variant="secondary" onClick={onRetry}>
                  {retryLabel}
                </Button>
              ) : null)}
          </div>
        ) : null}
      </div>
    </div>
  );
}
