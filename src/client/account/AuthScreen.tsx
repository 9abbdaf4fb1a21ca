import type { ReactNode } from 'react';
import { Card } from '../ui/layout/Card';
import { LineIcon } from '../ui/icons/LineIcon';
import { layoutTexts } from '../ui/layout/layoutTexts';
import { accountScreenTexts } from './authTexts';
import './AuthScreen.css';

export interface AuthScreenProps {
  /** The page's one h1. */
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  /** Below the form: e.g. the way to the other account screen. */
  footer?: ReactNode;
  /** Room for a two-column form (Register). */
  wide?: boolean;
}

function CheckIcon() {
  return (
    <LineIcon>
      <path d="m5 12.5 4.5 4.5L19 7.5" />
    </LineIcon>
  );
}

/**
 * The frame of the account screens: the form in a card and, on wide screens, a short word
 * about what Motus is, so a first-time visitor knows where they are.
 */
export function AuthScreen({ title, subtitle, children, footer, wide = false }: AuthScreenProps) {
  return (
    <div className={`auth-screen${wide ? ' auth-screen--wide' : ''}`}>
      <section className="auth-screen__intro" aria-label={accountScreenTexts.introLabel}>
        <p className="auth-screen__eyebrow">{layoutTexts.productName}</p>
        <p className="auth-screen__pitch">{accountScreenTexts.pitch}</p>
        <ul className="auth-screen__points">
          {accountScreenTexts.points.map((point) => (
            <li key={point}>
              <CheckIcon />
              <span>{point}</span>
            </li>
          ))}
        </ul>
      </section>
      <Card className="auth-screen__card">
        <div>
          <h1 className="auth-screen__title">{title}</h1>
          {subtitle ? <p className="auth-screen__subtitle">{subtitle}</p> : null}
        </div>
        {children}
        {footer ? <div className="auth-screen__footer">{footer}</div> : null}
      </Card>
    </div>
  );
}
