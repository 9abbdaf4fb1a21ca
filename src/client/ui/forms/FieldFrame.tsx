import { useId, type ReactNode } from 'react';
import { FieldError } from './FieldError';
import { fieldTexts } from './fieldTexts';
import './forms.css';

/** What a field's control needs to be tied to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldFrameProps {
  label: string;
  hint?: ReactNode;
  /** The validation message; when present the control is marked invalid. */
  error?: string | undefined;
  optional?: boolean;
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * Label, hint and error around one form control. The control is named by the label and
 * described by the hint and the error, so a screen reader hears all three.
 */
export function FieldFrame({
  label,
  hint,
  error,
  optional = false,
  id,
  children,
}: FieldFrameProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="field">
      <label className="field__label" htmlFor={controlId}>
        {label}
        {optional ? <span className="field__optional"> {fieldTexts.optional}</span> : null}
      </label>
      {hint ? (
        <p className="field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
      })}
      {error && errorId ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
