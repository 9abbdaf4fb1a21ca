import { useId, type ReactNode, type Ref } from 'react';
import type { GrantAreaOption } from '../../../shared/profile-config/grantArea';
import { FieldError } from '../../ui/forms/FieldError';
import './GrantAreasFields.css';

export interface GrantAreaCheckboxesProps {
  options: readonly GrantAreaOption[];
  /** The ticked areas' ids. */
  selected: readonly string[];
  onToggle: (area: string) => void;
  legend: ReactNode;
  /** Why the choice cannot be sent, in words. */
  error?: string | undefined;
  disabled?: boolean;
  /** The first box, for moving focus to the group when its choice is wrong. */
  firstBoxRef?: Ref<HTMLInputElement>;
}

/**
 * One checkbox per data area, in a group named by its legend: the same boxes wherever a
 * person chooses what to share (a doctor's grant, a passcode link).
 */
export function GrantAreaCheckboxes({
  options,
  selected,
  onToggle,
  legend,
  error,
  disabled = false,
  firstBoxRef,
}: GrantAreaCheckboxesProps) {
  const errorId = useId();
  return (
    <fieldset className="grant-areas" aria-describedby={error ? errorId : undefined}>
      <legend className="grant-areas__legend">{legend}</legend>
      <div className="grant-areas__options">
        {options.map((option, index) => (
          <label key={option.id} className="grant-areas__option">
            <input
              ref={index === 0 ? firstBoxRef : undefined}
              type="checkbox"
              name="areas"
              value={option.id}
              checked={selected.includes(option.id)}
              disabled={disabled}
              onChange={() => onToggle(option.id)}
            />
            <span>{option.title}</span>
          </label>
        ))}
      </div>
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </fieldset>
  );
}
