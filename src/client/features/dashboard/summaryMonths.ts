import { DateTime } from 'luxon';

/** The month key of the year summary reply (profileListContract.ts: 'yyyy-MM'). */
const MONTH_KEY_FORMAT = 'yyyy-MM';

/**
 * A reply's month as luxon's DateTime, in English: month names appear inside English
 * sentences ("January to November"), so they follow the text, not the browser's language.
 */
export function summaryMonth(monthKey: string): DateTime {
  return DateTime.fromFormat(monthKey, MONTH_KEY_FORMAT, { locale: 'en-GB' });
}

/** "January to November 2026", or "January 2026" for a single month. */
export function monthSpan(firstKey: string, lastKey: string): string {
  const first = summaryMonth(firstKey);
  const last = summaryMonth(lastKey);
  return first.hasSame(last, 'month')
    ? last.toFormat('MMMM yyyy')
    : `${first.toFormat('MMMM')} to ${last.toFormat('MMMM yyyy')}`;
}
