import { isCalendarDate, isCalendarDateTime } from '../dates/dateRanges';

/**
 * The formats of the dates and date-times the API accepts. A pattern checks only the shape
 * (2026-02-30 and 24:00 have it); these name the check that the day and the time exist, one
 * rule for every field that uses them. The server's schema compilers register them
 * (src/server/validation/sharedSchemaCompilers.ts).
 */
export const CALENDAR_DATE_FORMAT = 'calendar-date';
export const CALENDAR_DATE_TIME_FORMAT = 'calendar-date-time';

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
};
