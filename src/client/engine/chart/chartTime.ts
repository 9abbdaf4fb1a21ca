import { DateTime } from 'luxon';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';

/**
 * created_on is a wall-clock time with no zone. The chart reads and writes it as UTC, so
 * no time-zone or daylight-saving shift can move a reading: what was entered is what shows.
 */
export const CHART_TIME_PARSE_FORMAT = '%Y-%m-%d %H:%M';

function asWallClock(value: Date | string | number): DateTime {
  if (value instanceof Date) return DateTime.fromJSDate(value, { zone: 'utc' });
  if (typeof value === 'number') return DateTime.fromMillis(value, { zone: 'utc' });
  return DateTime.fromFormat(value, DATE_TIME_FORMAT, { zone: 'utc' });
}

/** Axis ticks: the day, 'yyyy-MM-dd'; the tooltip carries the time as well. */
export function formatChartDay(value: Date | string | number): string {
  return asWallClock(value).toFormat(DATE_FORMAT);
}

/** 'yyyy-MM-dd HH:mm', as the specification shows created_on. */
export function formatChartTime(value: Date | string | number): string {
  return asWallClock(value).toFormat(DATE_TIME_FORMAT);
}
