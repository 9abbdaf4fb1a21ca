import { isCalendarDate, isCalendarDateTime } from '../dates/dateRanges';
import { isTimeZoneName } from '../dates/timeZones';

/**
 * The formats of the dates, date-times and time zones the API accepts. A pattern checks only
 * the shape (2026-02-30 and 24:00 have it); these name the check that the day, the time or the
 * zone exist, one rule for every field that uses them. The server's schema compilers register them
 * (src/server/validation/sharedSchemaCompilers.ts).
 */
export const CALENDAR_DATE_FORMAT = 'calendar-date';
export const CALENDAR_DATE_TIME_FORMAT = 'calendar-date-time';
/** A person's time zone (decision 034): a name the IANA database knows. */
export const TIME_ZONE_FORMAT = 'iana-time-zone';

export const calendarFormats: Record<
  string,
  { accepts: (text: string) => boolean; wanted: string }
> = {
  [CALENDAR_DATE_FORMAT]: {
    accepts: isCalendarDate,
    wanted: 'a real calendar date written yyyy-MM-dd',
  },
  [CALENDAR_DATE_TIME_FORMAT]: {
    accepts: isCalendarDateTime,
    wanted: 'a real date and time of day written yyyy-MM-dd HH:mm (00:00 to 23:59)',
  },
  [TIME_ZONE_FORMAT]: {
    accepts: isTimeZoneName,
    wanted: 'an IANA time zone name such as Europe/Berlin',
  },
};
