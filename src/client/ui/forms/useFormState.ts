import { useEffect, useState } from 'react';
import { afterPointerRelease } from './afterPointerRelease';
import { toggledItem } from './toggledItem';

export type FieldErrors<Values> = Partial<Record<keyof Values, string>>;

/**
 * When a form's messages show; each form keeps the moment its screen has always had.
 * - 'onceLeft': the messages of the values as they stand, each once its field was left or a
 *   submit was tried, so nobody is scolded for a field they have not reached yet.
 * - 'afterSubmit': the messages of the values as they stand, once a submit was tried.
 * - 'untilFieldEdited': what the last submit found, each until its own field is edited.
 * - 'untilAnyEdit': what the last submit found, until anything in the form is edited.
 * - 'untilNextSubmit': what the last submit found, until the next one.
 */
export type ErrorTiming =
  'onceLeft' | 'afterSubmit' | 'untilFieldEdited' | 'untilAnyEdit' | 'untilNextSubmit';

export interface FormStateOptions {
  /** 'onceLeft' unless given. */
  errorTiming?: ErrorTiming;
  /**
   * A refused submit moves focus to the first field in error (unless false), once its message
   * is on the screen, so keyboard and screen-reader users land on what needs fixing.
   */
  focusFirstError?: boolean;
  /**
   * Until the form is edited or reset, its values are the latest initial values given (a
   * grant as the server has it now, areas still loading) rather than those of the first render.
   */
  followInitialValues?: boolean;
}

type FieldsHolding<Values, Kind> = {
  [Key in keyof Values]-?: Values[Key] extends Kind ? Key : never;
}[keyof Values] &
  string;

/** The fields that hold text: what a TextField, PasswordField, SelectField or DateField edits. */
export type TextFieldName<Values> = FieldsHolding<Values, string>;

/** The fields that hold a list of choices, such as the boxes ticked in a group. */
export type ListFieldName<Values> = FieldsHolding<Values, readonly unknown[]>;

type ItemOf<List> = List extends readonly (infer Item)[] ? Item : never;

type Messages = Readonly<Partial<Record<string, string | undefined>>>;

const NOTHING_EDITED: ReadonlySet<string> = new Set();

function noErrors<Field extends string>(): Partial<Record<Field, string>> {
  return {};
}

/** The first control of that name inside `fields` (of a group of boxes, the first box). */
function controlNamed(fields: ParentNode, name: string): HTMLElement | undefined {
  return Array.from(fields.querySelectorAll<HTMLElement>('[name]')).find(
    (control) => control.getAttribute('name') === name,
  );
}

/**
 * The state of a hand-built form: what was typed or chosen, which fields were left, what the
 * last submit found, and where focus goes when it was refused. `validate` gives each field's
 * message (or none), by the name of the control that shows it; `options` say when messages
 * show (ErrorTiming).
 */
export function useFormState<Values extends object, Field extends string = keyof Values & string>(
  initialValues: Values,
  validate: (values: Values) => Partial<Record<Field, string | undefined>> = noErrors,
  options: FormStateOptions = {},
) {
  const { errorTiming = 'onceLeft', focusFirstError = true, followInitialValues = false } = options;
  const [firstValues] = useState(initialValues);
  // What the form holds once it was edited or reset to given values; until then, the initial.
  const [held, setHeld] = useState<Values>();
  const [touched, setTouched] = useState<ReadonlySet<string>>(NOTHING_EDITED);
  // What the last submit found (or showError said); undefined before any.
  const [submitted, setSubmitted] = useState<Messages>();
  const [editedSinceSubmit, setEditedSinceSubmit] = useState<ReadonlySet<string>>(NOTHING_EDITED);
  const [focusWanted, setFocusWanted] = useState<{ fields: ParentNode; field: string }>();
  const startValues = followInitialValues ? initialValues : firstValues;
  const values = held ?? startValues;
  const errors = validate(values);
  const isValid = Object.values(errors).every((message) => !message);

  // After the render that shows the messages, so the field is read out with its message.
  useEffect(() => {
    if (focusWanted) controlNamed(focusWanted.fields, focusWanted.field)?.focus();
  }, [focusWanted]);

  function update<Name extends keyof Values>(
    field: Name,
    next: (current: Values[Name]) => Values[Name],
  ) {
    setHeld((current) => {
      const now = current ?? startValues;
      return { ...now, [field]: next(now[field]) };
    });
    setEditedSinceSubmit((current) => new Set(current).add(String(field)));
  }

  function setValue<Name extends keyof Values>(field: Name, value: Values[Name]) {
    update(field, () => value);
  }

  /** Ticks an item of a list field, or unticks it when it was ticked. */
  function toggleItem<Name extends ListFieldName<Values>>(field: Name, item: ItemOf<Values[Name]>) {
    update(field, (list) => toggledItem(list as readonly unknown[], item) as Values[Name]);
  }

  function shownError(name: string): string | undefined {
    switch (errorTiming) {
      case 'onceLeft':
        return submitted || touched.has(name) ? (errors as Messages)[name] : undefined;
      case 'afterSubmit':
        return submitted ? (errors as Messages)[name] : undefined;
      case 'untilFieldEdited':
        return editedSinceSubmit.has(name) ? undefined : submitted?.[name];
      case 'untilAnyEdit':
        return editedSinceSubmit.size > 0 ? undefined : submitted?.[name];
      case 'untilNextSubmit':
        return submitted?.[name];
    }
  }

  /** The message a field shows now, if any. */
  function errorOf(field: Field): string | undefined {
    return shownError(field);
  }

  /** Props for a TextField, PasswordField, SelectField or DateField bound to one text value. */
  function field(name: TextFieldName<Values>) {
    return {
      name,
      value: values[name] as string,
      // A text field's change event, a native select's or a searchable select's SelectChange.
      onChange: (event: { target: { value: string } }) => {
        setValue(name, event.target.value as Values[typeof name]);
      },
      // Marked once a press elsewhere is released, so its click lands where it was aimed.
      onBlur: () => {
        afterPointerRelease(() => setTouched((current) => new Set(current).add(name)));
      },
      error: shownError(name),
    };
  }

  /**
   * Records a submit attempt and whether the values may be sent. When they may not, focus goes
   * to the first field in error inside `fields` (the form, or what holds its fields), found by
   * its control's name.
   */
  function attemptSubmit(fields?: ParentNode | null): boolean {
    setSubmitted(errors);
    setEditedSinceSubmit(NOTHING_EDITED);
    if (isValid) return true;
    const firstInvalid = Object.keys(errors).find((name) => (errors as Messages)[name]);
    if (focusFirstError && fields && firstInvalid) setFocusWanted({ fields, field: firstInvalid });
    return false;
  }

  /** Shows a message found after the submit (the server's refusal), as a submit would have. */
  function showError(field: Field, message: string, fields?: ParentNode | null) {
    setSubmitted({ [field]: message });
    setEditedSinceSubmit(NOTHING_EDITED);
    if (focusFirstError && fields) setFocusWanted({ fields, field });
  }

  /** Starts again from `next` (or the initial values): nothing left, submitted or shown. */
  function reset(next?: Values) {
    setHeld(next);
    setTouched(NOTHING_EDITED);
    setSubmitted(undefined);
    setEditedSinceSubmit(NOTHING_EDITED);
  }

  return {
    values,
    errors,
    isValid,
    /**
     * A submit was tried (or showError said something) since the start or the last reset: for
     * a form inside, such as a generated one, whose own messages start at the same moment.
     */
    submitAttempted: submitted !== undefined,
    setValue,
    toggleItem,
    field,
    errorOf,
    attemptSubmit,
    showError,
    reset,
  };
}

/** What useFormState gives a form, for the components that show part of it. */
export type FormState<
  Values extends object,
  Field extends string = keyof Values & string,
> = ReturnType<typeof useFormState<Values, Field>>;
