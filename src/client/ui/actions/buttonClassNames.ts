export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'md' | 'sm' | 'lg';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** The classes of a button look, shared by real buttons and links that look like buttons. */
export function buttonClassNames({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
}: ButtonLook) {
  return ['button', `button--${variant}`, `button--${size}`, fullWidth ? 'button--full' : '']
    .filter(Boolean)
    .join(' ');
}
