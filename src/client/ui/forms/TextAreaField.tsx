import type { KeyboardEvent, ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';
import './TextAreaField.css';

export interface TextAreaFieldProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'children' | 'aria-describedby'
> {
  label: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

/**
 * The keys of key codes 219 and 221, with and without Shift, that text areas refuse
 * (docs/product.md#every-screen): the stored texts never carry brackets or braces.
 */
const BLOCKED_KEYS = new Set(['[', ']', '{', '}']);

export function TextAreaField({
  label,
  hint,
  error,
  optional,
  id,
  className,
  onKeyDown,
  rows = 4,
  ...textAreaProps
}: TextAreaFieldProps) {
  function refuseBrackets(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (BLOCKED_KEYS.has(event.key)) event.preventDefault();
    onKeyDown?.(event);
  }

  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => (
        <textarea
          {...textAreaProps}
          {...control}
          rows={rows}
          onKeyDown={refuseBrackets}
          className={['field__control', 'field__control--multiline', className]
            .filter(Boolean)
            .join(' ')}
        />
      )}
    </FieldFrame>
  );
}
