import { useId } from 'react';
import { WEEKDAY_SHORT_NAMES } from '../../../shared/dates/displayedDates';
import { ISO_WEEKDAYS } from '../../../shared/workout/prescriptionLimits';
import { DateField } from '../../ui/forms/DateField';
import { FieldError } from '../../ui/forms/FieldError';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { PRESCRIBE_FIELDS, type PlanDraft } from './prescriptionDraft';
import { prescribeTexts } from './prescribeTexts';

export interface PlanFieldsProps {
  value: PlanDraft;
  onChange: (next: PlanDraft) => void;
  problemOf: (field: string) => string | undefined;
  today: string;
  disabled?: boolean;
}

/** A prescription's plan: the weekdays (Mon–Sun), its first and last day, a note. */
export function PlanFields({ value, onChange, problemOf, today, disabled }: PlanFieldsProps) {
  const daysError = problemOf(PRESCRIBE_FIELDS.days);
  const daysErrorId = useId();
  function toggle(day: number) {
    const days = value.days.includes(day)
      ? value.days.filter((ticked) => ticked !== day)
      : [...value.days, day];
    onChange({ ...value, days });
  }
  return (
    <fieldset className="prescribe__plan">
      <legend className="prescribe__legend">{prescribeTexts.plan}</legend>
      <fieldset
        id={PRESCRIBE_FIELDS.days}
        name={PRESCRIBE_FIELDS.days}
        className="prescribe__days"
        aria-describedby={daysError ? daysErrorId : undefined}
        tabIndex={-1}
      >
        <legend className="prescribe__sublegend">{prescribeTexts.days}</legend>
        <div className="prescribe__day-boxes">
          {ISO_WEEKDAYS.map((day) => (
            <label key={day} className="prescribe__day">
              <input
                type="checkbox"
                checked={value.days.includes(day)}
                disabled={disabled}
                onChange={() => toggle(day)}
                aria-label={prescribeTexts.weekdays[day - 1]}
              />
              <span aria-hidden="true">{WEEKDAY_SHORT_NAMES[day - 1]}</span>
            </label>
          ))}
        </div>
        {daysError ? <FieldError id={daysErrorId}>{daysError}</FieldError> : null}
      </fieldset>
      <div className="prescribe__dates">
        <DateField
          id={PRESCRIBE_FIELDS.startsOn}
          name={PRESCRIBE_FIELDS.startsOn}
          label={prescribeTexts.startsOn}
          value={value.startsOn}
          min={today}
          disabled={disabled}
          error={problemOf(PRESCRIBE_FIELDS.startsOn)}
          onChange={(event) => onChange({ ...value, startsOn: event.target.value })}
        />
        <DateField
          id={PRESCRIBE_FIELDS.endsOn}
          name={PRESCRIBE_FIELDS.endsOn}
          label={prescribeTexts.endsOn}
          optional
          value={value.endsOn}
          min={value.startsOn || today}
          disabled={disabled}
          error={problemOf(PRESCRIBE_FIELDS.endsOn)}
          onChange={(event) => onChange({ ...value, endsOn: event.target.value })}
        />
      </div>
      <TextAreaField
        id="prescribe-note"
        label={prescribeTexts.planNote}
        optional
        rows={2}
        value={value.note}
        disabled={disabled}
        onChange={(event) => onChange({ ...value, note: event.target.value })}
      />
    </fieldset>
  );
}
