import type { ButtonHTMLAttributes } from 'react';
import { Spinner } from '../feedback/Spinner';
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
  const classes = [buttonClassNames({ variant, size, fullWidth }), className]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      disabled={disabled === true || loading}
      aria-busy={loading || undefined}
    >
      {loading ? <Spinner size="sm" decorative /> : null}
      {children}
    </button>
  );
}
