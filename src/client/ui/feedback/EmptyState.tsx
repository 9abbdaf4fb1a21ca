import type { ReactNode } from 'react';
import './states.css';

export interface EmptyStateProps {
  title: string;
  message?: ReactNode;
  icon?: ReactNode;
  /** What the user can do next, e.g. a button that adds the first item. */
  action?: ReactNode;
}

/** Says plainly that a list is empty, and what to do about it. */
export function EmptyState({ title, message, icon, action }: EmptyStateProps) {
  return (
    <div className="state">
      {icon ? (
        <span className="state__icon" aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <p className="state__title">{title}</p>
      {message ? <div className="state__message">{message}</div> : null}
      {action ? <div className="state__action">{action}</div> : null}
    </div>
  );
}
