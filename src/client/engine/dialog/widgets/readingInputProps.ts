import { errorId, type WidgetProps } from '@rjsf/utils';
import type { ChangeEvent, FocusEvent } from 'react';

type InputElement = HTMLInputElement | HTMLSelectElement;

/**
 * What every reading widget puts on its control: the id the label points at, required and
 * invalid states a screen reader announces, the error text as its description, and the
 * change, focus and blur reports rjsf expects (an emptied field reports undefined).
 */
export function readingInputProps(props: WidgetProps) {
  const { id, htmlName, required, disabled, readonly, autofocus, rawErrors } = props;
  // rjsf types a widget's value as any; a reading's value is a number, a string or nothing.
  const value = props.value as number | string | undefined | null;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const text = value === undefined || value === null ? '' : String(value);
  return {
    id,
    name: htmlName ?? id,
    value: text,
    required,
    disabled: disabled === true || readonly === true,
    autoFocus: autofocus,
    className: 'field__control',
    'aria-invalid': invalid || undefined,
    'aria-describedby': invalid ? errorId(id) : undefined,
    onChange: (event: ChangeEvent<InputElement>) => {
      props.onChange(event.target.value === '' ? undefined : event.target.value);
    },
    onBlur: (event: FocusEvent<InputElement>) => props.onBlur(id, event.target.value),
    onFocus: (event: FocusEvent<InputElement>) => props.onFocus(id, event.target.value),
  };
}
