import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../feedback/Spinner';
import { useHydrated } from '../hydration/useHydrated';
import { buttonClassNames, type ButtonLook } from './buttonClassNames';
import './Button.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement>, ButtonLook {
  /** While true the button is disabled and shows a spinner, so a form is not sent twice. */
  loading?: boolean;
}

export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  className,
  children,
  type = 'button',
  ...rest
}: ButtonProps) {
  // A prerendered form is sent by the app, once it has taken the page over; until then the
  // browser would send it itself, as a GET with every field, a password too, in the address.
  const hydrated = useHydrated();
  const waitsForApp = type === 'submit' && !hydrated;
  const classes = [buttonClassNames({ variant, size, fullWidth }), className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || loading || waitsForApp}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
