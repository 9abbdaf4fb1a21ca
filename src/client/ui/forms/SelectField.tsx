import { lazy, Suspense } from 'react';
import { FieldFrame } from './FieldFrame';
import type { SelectFieldProps } from './selectFieldProps';

/**
 * From this many options on (the placeholder not counted) a select is a searchable combobox:
 * a native select's list of ten or fewer is quick to scan, a longer one is not.
 */
export const SEARCHABLE_SELECT_MIN_OPTIONS = 11;

// Most selects are short: the combobox's code loads only with a long one, and the native
// select stands in, working, for the moment it takes.
const SearchableSelect = lazy(() =>
  import('./SearchableSelect').then((module) => ({ default: module.SearchableSelect })),
);

export function SelectField(props: SelectFieldProps) {
  const native = <NativeSelect {...props} />;
  if (props.options.length < SEARCHABLE_SELECT_MIN_OPTIONS) return native;
  return (
    <Suspense fallback={native}>
      <SearchableSelect {...props} />
    </Suspense>
  );
}

function NativeSelect({
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
