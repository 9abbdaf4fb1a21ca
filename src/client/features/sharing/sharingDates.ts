import { DateTime } from 'luxon';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';

// English month abbreviations as the product writes them: 'Sep', where en-GB's ICU says 'Sept'.
const LOCALE = 'en';

/** An ISO moment in the reader's own time: "26 Nov 2026, 10:04". */
export function momentText(iso: string, zone: string = 'local'): string {
  const moment = DateTime.fromISO(iso, { zone, locale: LOCALE });
  return moment.isValid ? moment.toFormat('d LLL yyyy, HH:mm') : iso;
}

/** A calendar day (yyyy-MM-dd): "26 Nov 2026". */
export function dayText(day: string): string {
  const date = DateTime.fromFormat(day, DATE_FORMAT, { locale: LOCALE });
  return date.isValid ? date.toFormat('d LLL yyyy') : day;
}
