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
