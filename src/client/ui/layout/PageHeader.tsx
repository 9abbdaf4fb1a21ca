import type { ReactNode } from 'react';
import './PageHeader.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  /** Buttons or links that act on the whole page. */
  actions?: ReactNode;
}

export function PageHeader({ title, subtitle, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div>
        <h1 className="page-header__title">{title}</h1>
        {subtitle ? <p className="page-header__subtitle">{subtitle}</p> : null}
      </div>
      {actions ? <div className="page-header__actions">{actions}</div> : null}
    </div>
  );
}
