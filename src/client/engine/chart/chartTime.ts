import { DateTime } from 'luxon';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';
import { dateTimeText } from '../../../shared/dates/displayedDates';

// created_on is a wall-clock time with no zone. The chart reads and writes it as UTC, so
// no time-zone or daylight-saving shift can move a reading: what was entered is what shows.

function asWallClock(value: Date | string | number): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: 'utc' });
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone: 'utc' });
  return DateTime.fromFormat(value, DATE_TIME_FORMAT, { zone: 'utc' });
}

/**
 * Axis ticks: the day, 'yyyy-MM-dd'; the tooltip carries the time as well. Read off the ISO
 * form of the instant (the wall clock as UTC, above): the same text as luxon's DATE_FORMAT,
 * without luxon's formatter, whose first use costs a chart about as much as drawing it.
 */
export function formatChartDay(value: Date | string | number): string {
  if (typeof value === 'string') return value.slice(0, DATE_FORMAT.length);
  return new Date(value).toISOString().slice(0, DATE_FORMAT.length);
}

/** 'yyyy-MM-dd HH:mm', as created_on is shown (docs/product.md#reading-times-and-date-ranges). */
export function formatChartTime(value: Date | string | number): string {
  return dateTimeText(asWallClock(value), 'utc');
}

/**
 * 'yyyy-MM-dd HH:mm' (or a bare day) as the instant the chart draws it at, in milliseconds
 * since the epoch (read as UTC, see above). Parsed by position rather than by a format string:
 * a ten-year chart parses tens of thousands.
 */
export function wallClockTime(text: string): number {
  return Date.UTC(
    Number(text.slice(0, 4)),
    Number(text.slice(5, 7)) - 1,
    Number(text.slice(8, 10)),
    Number(text.slice(11, 13) || '0'),
    Number(text.slice(14, 16) || '0'),
  );
}
