import type { SubmitEvent } from 'react';
import { ACCESS_LOG_READERS, type AccessLogReaders } from '../../../shared/api/careTeamParameters';
import { todayIso } from '../../../shared/dates/dateRanges';
import { Button } from '../../ui/actions/Button';
import { DateField } from '../../ui/forms/DateField';
import { SelectField } from '../../ui/forms/SelectField';
import { useFormState } from '../../ui/forms/useFormState';
import type { AccessLogPeriod } from './accessLogApi';
import { validateAccessLogPeriod } from './accessLogFilterForm';
import { sharingTexts } from './sharingTexts';

export interface AccessLogFilterProps {
  period: AccessLogPeriod;
  onApply: (period: AccessLogPeriod) => void;
  readers: AccessLogReaders;
  /** Whose accesses: shown as soon as chosen, unlike typed dates. */
  onReaders: (readers: AccessLogReaders) => void;
}

const READER_OPTIONS = ACCESS_LOG_READERS.map((value) => ({
  value,
  label: sharingTexts.readersOption[value],
}));

const isReaders = (value: string): value is AccessLogReaders =>
  (ACCESS_LOG_READERS as readonly string[]).includes(value);

const OPEN_PERIOD: AccessLogPeriod = { dateFrom: '', dateTo: '' };

/**
 * Whose accesses and which days the log shows: the days applied with Show, not at each
 * keystroke of a typed date.
 */
export function AccessLogFilter({ period, onApply, readers, onReaders }: AccessLogFilterProps) {
  // The order's problem is said at Show, at the last day, and stays until the next Show or
  // Clear dates; focus stays on Show.
  const form = useFormState(period, validateAccessLogPeriod, {
    errorTiming: 'untilNextSubmit',
    focusFirstError: false,
  });
  const draft = form.values;
  const today = todayIso();
  const narrowed = period.dateFrom !== '' || period.dateTo !== '';

  function apply(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (form.attemptSubmit()) onApply(draft);
  }

  return (
    <form className="access-log__filter" noValidate onSubmit={apply}>
      <div className="access-log__readers">
        <SelectField
          label={sharingTexts.readersLabel}
          options={READER_OPTIONS}
          value={readers}
          onChange={(change) => {
            if (isReaders(change.target.value)) onReaders(change.target.value);
          }}
        />
      </div>
      <fieldset className="access-log__period">
        <legend className="access-log__legend">{sharingTexts.filterLegend}</legend>
        <DateField
          label={sharingTexts.filterFrom}
          optional
          max={draft.dateTo === '' ? today : draft.dateTo}
          {...form.field('dateFrom')}
        />
        <DateField
          label={sharingTexts.filterTo}
          optional
          min={draft.dateFrom === '' ? undefined : draft.dateFrom}
          max={today}
          {...form.field('dateTo')}
        />
        <div className="access-log__filter-actions">
          <Button type="submit" variant="secondary">
            {sharingTexts.filterApply}
          </Button>
          {narrowed ? (
            <Button
              variant="ghost"
              onClick={() => {
                form.reset(OPEN_PERIOD);
                onApply(OPEN_PERIOD);
              }}
            >
              {sharingTexts.filterClear}
            </Button>
          ) : null}
        </div>
      </fieldset>
    </form>
  );
}
