import { useId } from 'react';
import {
  thisMonthRange,
  thisYearRange,
  todayIso,
  type DateRange,
} from '../../../shared/dates/dateRanges';
import { Button } from '../../ui/actions/Button';
import { DateField } from '../../ui/forms/DateField';
import { useFormState } from '../../ui/forms/useFormState';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { customRangeValuesOf, validateCustomRange } from './customRangeForm';
import { rangeTexts } from './rangeTexts';
import './DateRangePanel.css';

export interface DateRangePanelProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.date_from === b.date_from && a.date_to === b.date_to;
}

/**
 * The range every chart shows (docs/product.md#reading-times-and-date-ranges): This Month, This Year, or From–To. From cannot be
 * after today; To runs from From to today.
 */
export function DateRangePanel({ range, onChange }: DateRangePanelProps) {
  const quickId = useId();
  const customId = useId();
  const today = todayIso();
  // What Customize Date Range found stays while the dates are edited, until it is pressed again.
  const form = useFormState(
    customRangeValuesOf(range),
    (values) => validateCustomRange(values, today),
    { errorTiming: 'untilNextSubmit', focusFirstError: false },
  );
  const from = form.values.date_from;
  const problem = form.errorOf('range');

  function choose(next: DateRange) {
    form.reset(customRangeValuesOf(next));
    onChange(next);
  }

  function applyCustom() {
    if (form.attemptSubmit()) onChange(customRangeValuesOf(form.values));
  }

  const month = thisMonthRange();
  const year = thisYearRange();

  return (
    <div className="date-range">
      <div className="date-range__box" role="group" aria-labelledby={quickId}>
        <h3 id={quickId} className="date-range__heading">
          {rangeTexts.quickHeading}
        </h3>
        <div className="date-range__quick">
          <Button
            variant={sameRange(range, month) ? 'primary' : 'secondary'}
            aria-pressed={sameRange(range, month)}
            onClick={() => choose(thisMonthRange())}
          >
            {rangeTexts.thisMonth}
          </Button>
          <Button
            variant={sameRange(range, year) ? 'primary' : 'secondary'}
            aria-pressed={sameRange(range, year)}
            onClick={() => choose(thisYearRange())}
          >
            {rangeTexts.thisYear}
          </Button>
        </div>
      </div>

      <form
        className="date-range__box"
        aria-labelledby={customId}
        // Our own check says what is wrong in words; the browser's bubble would only point.
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          applyCustom();
        }}
      >
        <h3 id={customId} className="date-range__heading">
          {rangeTexts.customHeading}
        </h3>
        <div className="date-range__custom">
          <DateField label={rangeTexts.from} max={today} {...form.field('date_from')} />
          <DateField
            label={rangeTexts.to}
            min={from === '' ? undefined : from}
            max={today}
            {...form.field('date_to')}
          />
          <Button type="submit" variant="secondary" className="date-range__apply">
            {rangeTexts.applyCustom}
          </Button>
        </div>
        {problem ? (
          <p className="date-range__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </form>

      <p className="date-range__showing" aria-live="polite">
        <TextWithSlots
          text={rangeTexts.showing}
          slots={{ from: <strong>{range.date_from}</strong>, to: <strong>{range.date_to}</strong> }}
        />
      </p>
    </div>
  );
}
