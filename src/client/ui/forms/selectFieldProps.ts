import type { FocusEvent, ReactNode } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** Other words the option is found by in a search, as well as its label (K+ for Potassium). */
  searchWords?: readonly string[] | undefined;
}

/**
 * What a choice hands `onChange`: the chosen value where a native select's change event has
 * it, so a handler reading `event.target.value` works with the native select and the combobox.
 */
export interface SelectChange {
  target: { name: string; value: string };
}

/** The props of a select field, whichever control (native select or combobox) it renders. */
export interface SelectFieldProps {
  label: string;
  options: readonly SelectOption[];
  /** Shown while nothing is chosen; chosen again it means "no value". */
  placeholder?: string;
  hint?: ReactNode;
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  name?: string;
  value?: string;
  defaultValue?: string;
  onChange?: (change: SelectChange) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
  required?: boolean;
  disabled?: boolean;
  className?: string;
}
