import { useEffect, useId, useRef } from 'react';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import { careTeamTexts } from './careTeamTexts';
import type { GrantAreaOption } from '../../../shared/profile-config/grantArea';
import { DateField } from '../../ui/forms/DateField';
import { GrantAreaCheckboxes } from './GrantAreaCheckboxes';
import { draftPrescribes, toggleArea, type GrantDraft, type GrantProblem } from './grantDraft';
import { sharingTexts } from './sharingTexts';
import './GrantAreasFields.css';

export interface GrantAreasFieldsProps {
  options: readonly GrantAreaOption[];
  value: GrantDraft;
  onChange: (next: GrantDraft) => void;
  /** yyyy-MM-dd: the earliest end date (today). */
  today: string;
  /**
   * What the last attempt to send found wrong. A new problem (a new object) moves focus to
   * its field, so a keyboard or screen-reader user lands where the fix is.
   */
  problem?: GrantProblem | undefined;
  /**
   * Whether the fields move focus to a new problem's field themselves (unless false); a form
   * that moves it (useFormState, by the controls' names 'areas' and 'until') says false.
   */
  focusOnProblem?: boolean;
  /** Whom the grant is for, when known: said to a screen reader with the legend. */
  personName?: string | undefined;
  disabled?: boolean;
}

/**
 * What a grant covers: one checkbox per area, in a group named by its legend, and an optional
 * last day. The same fields in the Sharing page's cards, Invite Doctor and the consent before
 * accepting a doctor's invite, so a patient reads their consent the same way everywhere.
 */
export function GrantAreasFields({
  options,
  value,
  onChange,
  today,
  problem,
  focusOnProblem = true,
  personName,
  disabled = false,
}: GrantAreasFieldsProps) {
  const firstBox = useRef<HTMLInputElement>(null);
  const prescribeHintId = useId();
  const until = useRef<HTMLInputElement>(null);
  const areasError = problem?.field === 'areas' ? problem.message : undefined;
  const untilError = problem?.field === 'until' ? problem.message : undefined;

  useEffect(() => {
    if (!focusOnProblem) return;
    if (problem?.field === 'areas') firstBox.current?.focus();
    if (problem?.field === 'until') until.current?.focus();
  }, [problem, focusOnProblem]);

  return (
    <div className="grant-fields">
      <GrantAreaCheckboxes
        options={options}
        selected={value.profiles}
        onToggle={(area) => onChange(toggleArea(value, area))}
        legend={
          <>
            {sharingTexts.areasLegend}
            {personName ? (
              <>
                {' '}
                <span className="visually-hidden">{sharingTexts.withPerson(personName)}</span>
              </>
            ) : null}
          </>
        }
        error={areasError}
        disabled={disabled}
        firstBoxRef={firstBox}
      />
      <label className="grant-fields__prescribe">
        <input
          type="checkbox"
          role="switch"
          checked={draftPrescribes(value)}
          disabled={disabled || !value.profiles.includes(WORKOUT_AREA)}
          aria-describedby={value.profiles.includes(WORKOUT_AREA) ? undefined : prescribeHintId}
          onChange={(event) => onChange({ ...value, prescribe: event.target.checked })}
        />
        <span>
          {careTeamTexts.mayPrescribe(personName ?? careTeamTexts.theDoctor)}
          {value.profiles.includes(WORKOUT_AREA) ? null : (
            <span id={prescribeHintId} className="grant-fields__prescribe-hint">
              {' '}
              {careTeamTexts.prescribeNeedsWorkout}
            </span>
          )}
        </span>
      </label>
      <DateField
        ref={until}
        name="until"
        label={sharingTexts.untilLabel}
        optional
        hint={sharingTexts.untilHint}
        min={today}
        value={value.expiresOn}
        disabled={disabled}
        error={untilError}
        onChange={(event) =>
          onChange({
            ...value,
            expiresOn: event.target.value,
            untilIncomplete: event.target.validity.badInput,
          })
        }
      />
    </div>
  );
}
