import { DateTime } from 'luxon';
import { DATE_FORMAT, DATE_TIME_FORMAT } from './dateFormats';

// docs/product.md: dates read yyyy-MM-dd, date-times yyyy-MM-dd HH:mm, everywhere. Every
// screen shows a moment or a day through these two, and nothing else formats one.

/**
 * A moment as a person reads it, 'yyyy-MM-dd HH:mm' in the zone given (the reader's own by
 * default). A text that is no ISO moment is shown as it came.
 */
export function dateTimeText(moment: DateTime | string, zone: string = 'local'): string {
  const parsed = typeof moment === 'string' ? DateTime.fromISO(moment) : moment;
  if (!parsed.isValid) return typeof moment === 'string' ? moment : '';
  return parsed.setZone(zone).toFormat(DATE_TIME_FORMAT);
}

/**
 * A calendar day as a person reads it, 'yyyy-MM-dd': a day text as it is stored, or the day
 * a moment falls on in its own zone. A text that is no day is shown as it came.
 */
export function dayText(day: DateTime | string): string {
  const parsed = typeof day === 'string' ? DateTime.fromFormat(day, DATE_FORMAT) : day;
  if (!parsed.isValid) return typeof day === 'string' ? day : '';
  return parsed.toFormat(DATE_FORMAT);
}

// A prescription's plan is read as a sentence ("Mon, Wed, Fri from 1 Dec 2026 to 31 Jan
// 2027", decision 043): its days are spelled out there, in English like every text of Motus.

/** A calendar day spelled out: '1 Dec 2026'. A text that is no day is shown as it came. */
export function spelledDayText(day: string): string {
  const parsed = DateTime.fromFormat(day, DATE_FORMAT, { locale: 'en-GB' });
  return parsed.isValid ? parsed.toFormat('d MMM yyyy') : day;
}

/** The day a moment falls on in the reader's zone, short: '3 Dec'. */
export function shortDayText(moment: string, zone: string = 'local'): string {
  const parsed = DateTime.fromISO(moment, { locale: 'en-GB' });
  return parsed.isValid ? parsed.setZone(zone).toFormat('d MMM') : moment;
}

/** The ISO weekdays' short names, Monday first. */
export const WEEKDAY_SHORT_NAMES = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
