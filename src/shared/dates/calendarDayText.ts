import { DateTime } from 'luxon';
import { DATE_FORMAT } from './dateFormats';

// English month abbreviations as the product writes them: 'Sep', where en-GB's ICU says 'Sept'.
const LOCALE = 'en';

/**
 * A calendar day (yyyy-MM-dd) as words the server and the browser write alike, whatever their
 * locale: "31 Dec 2026". A text that is not a day is given back as it came.
 */
export function calendarDayText(day: string): string {
  const date = DateTime.fromFormat(day, DATE_FORMAT, { locale: LOCALE });
  return date.isValid ? date.toFormat('d LLL yyyy') : day;
}
