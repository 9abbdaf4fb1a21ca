import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldFrame } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'children' | 'aria-describedby'
> {
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; chosen again it means "no value". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  options,
  placeholder,
  hint,
  error,
  optional,
  id,
  className,
  ...selectProps
}: SelectFieldProps) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional} id={id}>
      {(control) => (
        <select
          {...selectProps}
          {...control}
          className={['field__control', className].filter(Boolean).join(' ')}
        >
          {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
