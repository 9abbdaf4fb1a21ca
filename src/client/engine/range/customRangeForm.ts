import type { DateRange } from '../../../shared/dates/dateRanges';
import { rangeTexts } from './rangeTexts';

/** The one message of a custom range: it is said under both dates, not beside either. */
export interface CustomRangeErrors {
  range?: string | undefined;
}

/** The dates as the panel starts from them: only the two the form edits. */
export function customRangeValuesOf(range: DateRange): DateRange {
  return { date_from: range.date_from, date_to: range.date_to };
}

/** docs/product.md#reading-times-and-date-ranges: both dates, none after today, To not before From. */
export function validateCustomRange(values: DateRange, today: string): CustomRangeErrors {
  const { date_from: from, date_to: to } = values;
  if (from === '' || to === '') return { range: rangeTexts.bothDatesNeeded };
  if (from > today || to > today) return { range: rangeTexts.pastToday };
  if (to < from) return { range: rangeTexts.toBeforeFrom };
  return {};
}
