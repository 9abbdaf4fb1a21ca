import { useState } from 'react';
import { afterPointerRelease } from './afterPointerRelease';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * The state of a small form whose values are all text: what was typed, which fields were
 * left, and whether a submit was tried. An error shows once its field was left or after a
 * submit attempt, so nobody is scolded for a field they have not reached yet.
 */
export function useFormState<Values extends Record<string, string>>(
  initialValues: Values,
  validate: (values: Values) => FieldErrors<Values>,
) {
  const [values, setValues] = useState(initialValues);
  const [touched, setTouched] = useState<Partial<Record<keyof Values, boolean>>>({});
  const [submitAttempted, setSubmitAttempted] = useState(false);
  const errors = validate(values);
  const isValid = Object.values(errors).every((message) => !message);

  function setValue<Field extends keyof Values>(field: Field, value: Values[Field]) {
    setValues((current) => ({ ...current, [field]: value }));
  }

  function visibleError(field: keyof Values): string | undefined {
    return submitAttempted || touched[field] ? errors[field] : undefined;
  }

  /** Props for a TextField, PasswordField, SelectField or DateField bound to one value. */
  function field(name: keyof Values & string) {
    return {
      name,
      value: values[name],
      // A text field's change event, a native select's or a searchable select's SelectChange.
      onChange: (event: { target: { value: string } }) => {
        setValue(name, event.target.value as Values[typeof name]);
      },
      // Marked once a press elsewhere is released, so its click lands where it was aimed.
      onBlur: () => {
        afterPointerRelease(() => setTouched((current) => ({ ...current, [name]: true })));
      },
      error: visibleError(name),
    };
  }

  /**
   * Marks a submit attempt; when the form is invalid it moves focus to the first field in
   * error, so keyboard and screen-reader users land on what needs fixing.
   */
  function attemptSubmit(form: HTMLFormElement): boolean {
    setSubmitAttempted(true);
    if (isValid) return true;
    const firstInvalid = Object.keys(initialValues).find((name) => errors[name]);
    const control = firstInvalid ? form.elements.namedItem(firstInvalid) : null;
    if (control instanceof HTMLElement) control.focus();
    return false;
  }

  return { values, errors, isValid, setValue, field, attemptSubmit };
}
