import { DateTime } from 'luxon';
import { DATE_FORMAT } from './dateFormats';

export interface DateRange {
  /** yyyy-MM-dd, inclusive */
  date_from: string;
  /** yyyy-MM-dd, inclusive */
  date_to: string;
}

/** 'This Year': 1 January to today (the default range of every chart page). */
export function thisYearRange(now: DateTime = DateTime.local()): DateRange {
  return {
    date_from: now.startOf('year').toFormat(DATE_FORMAT),
    date_to: now.toFormat(DATE_FORMAT),
  };
}

/** 'This Month': the first of the month to today. */
export function thisMonthRange(now: DateTime = DateTime.local()): DateRange {
  return {
    date_from: now.startOf('month').toFormat(DATE_FORMAT),
    date_to: now.toFormat(DATE_FORMAT),
  };
}

export function todayIso(now: DateTime = DateTime.local()): string {
  return now.toFormat(DATE_FORMAT);
}

/**
 * The latest calendar date that is "today" somewhere on Earth (UTC+14). The server knows
 * no user's zone, so a date is in the future only when it is in the future everywhere.
 */
export function latestTodayOnEarth(now: DateTime = DateTime.utc()): string {
  return now.setZone('UTC+14').toFormat(DATE_FORMAT);
}

/**
 * A real calendar date in yyyy-MM-dd (2026-02-30 is not). The year starts at 0001: PostgreSQL's
 * dates have no year 0, and a query naming one fails instead of finding nothing.
 */
export function isCalendarDate(text: string): boolean {
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(text) &&
    !text.startsWith('0000') &&
    DateTime.fromFormat(text, DATE_FORMAT).isValid
  );
}

/**
 * A real date with a time of day in yyyy-MM-dd HH:mm, 00:00 to 23:59: PostgreSQL would read
 * 24:00 as the next day's midnight, and a date-time is stored as the person typed it.
 */
export function isCalendarDateTime(text: string): boolean {
  const match = /^(\d{4}-\d{2}-\d{2}) ([01]\d|2[0-3]):[0-5]\d$/.exec(text);
  return match?.[1] !== undefined && isCalendarDate(match[1]);
}
