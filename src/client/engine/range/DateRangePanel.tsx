import { useId, useState } from 'react';
import {
  thisMonthRange,
  thisYearRange,
  todayIso,
  type DateRange,
} from '../../../shared/dates/dateRanges';
import { Button } from '../../ui/actions/Button';
import { DateField } from '../../ui/forms/DateField';
import { TextWithSlots } from '../../ui/text/TextWithSlots';
import { rangeTexts } from './rangeTexts';
import './DateRangePanel.css';

export interface DateRangePanelProps {
  range: DateRange;
  onChange: (range: DateRange) => void;
}

function sameRange(a: DateRange, b: DateRange): boolean {
  return a.date_from === b.date_from && a.date_to === b.date_to;
}

function customRangeProblem(from: string, to: string, today: string): string | undefined {
  if (from === '' || to === '') return rangeTexts.bothDatesNeeded;
  if (from > today || to > today) return rangeTexts.pastToday;
  if (to < from) return rangeTexts.toBeforeFrom;
  return undefined;
}

/**
 * The range every chart shows (docs/product.md#reading-times-and-date-ranges): This Month, This Year, or From–To. From cannot be
 * after today; To runs from From to today.
 */
export function DateRangePanel({ range, onChange }: DateRangePanelProps) {
  const quickId = useId();
  const customId = useId();
  const today = todayIso();
  const [from, setFrom] = useState(range.date_from);
  const [to, setTo] = useState(range.date_to);
  const [problem, setProblem] = useState<string>();

  function choose(next: DateRange) {
    setFrom(next.date_from);
    setTo(next.date_to);
    setProblem(undefined);
    onChange(next);
  }

  function applyCustom() {
    const found = customRangeProblem(from, to, today);
    setProblem(found);
    if (!found) onChange({ date_from: from, date_to: to });
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
          <DateField
            label={rangeTexts.from}
            value={from}
            max={today}
            onChange={(event) => setFrom(event.target.value)}
          />
          <DateField
            label={rangeTexts.to}
            value={to}
            min={from === '' ? undefined : from}
            max={today}
            onChange={(event) => setTo(event.target.value)}
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
