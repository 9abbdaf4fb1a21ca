import { useId, type ReactNode } from 'react';

export interface CheckboxOptionProps {
  name: string;
  /** A short fact under the name, e.g. the category or the exercise type. */
  meta: string;
  /** A longer line, e.g. the exercises of a routine or the body parts worked. */
  detail?: string;
  /** An image before the text, e.g. the exercise's body map. */
  media?: ReactNode;
  checked: boolean;
  onToggle: () => void;
}

/**
 * One choice of a Select dialog as a checkbox row. The box is named by the choice alone and
 * described by the rest, so a screen reader says the name first.
 */
export function CheckboxOption({
  name,
  meta,
  detail,
  media,
  checked,
  onToggle,
}: CheckboxOptionProps) {
  const id = useId();
  return (
    <label className="workout-dialog__option">
      <input
        type="checkbox"
        checked={checked}
        onChange={onToggle}
        aria-labelledby={`${id}-name`}
        aria-describedby={detail ? `${id}-meta ${id}-detail` : `${id}-meta`}
      />
      {media}
      <span className="workout-dialog__option-text">
        <span className="workout-dialog__option-name" id={`${id}-name`}>
          {name}
        </span>
        <span className="workout-dialog__option-meta" id={`${id}-meta`}>
          {meta}
        </span>
        {detail ? (
          <span className="workout-dialog__option-detail" id={`${id}-detail`}>
            {detail}
          </span>
        ) : null}
      </span>
    </label>
  );
}
