// A calendar day as a whole number of days since 1970-01-01, for loops over many days (a
// panel's plans of hundreds of patients): luxon's DateTime costs tens of microseconds a day,
// these a few nanoseconds. Days only, no zones: the digits of yyyy-MM-dd and back.

const DAY_MS = 86_400_000;

const digit = (text: string, at: number) => text.charCodeAt(at) - 48;

/**
 * yyyy-MM-dd (or the day of yyyy-MM-dd HH:mm) as its day number, read digit by digit and
 * counted by the civil-calendar formula (H. Hinnant, "chrono-compatible low-level date
 * algorithms"): no Date and no string split, as the panel calls it for every month and run.
 */
export function dayNumberOf(day: string): number {
  const year = digit(day, 0) * 1000 + digit(day, 1) * 100 + digit(day, 2) * 10 + digit(day, 3);
  const month = digit(day, 5) * 10 + digit(day, 6);
  const date = digit(day, 8) * 10 + digit(day, 9);
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + date - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

/** A day number as yyyy-MM-dd (rarely called: Date is fine here). */
export function dayOfNumber(dayNumber: number): string {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The ISO weekday of a day number: 1 Monday … 7 Sunday (1970-01-01 was a Thursday). */
export function isoWeekdayOf(dayNumber: number): number {
  return ((((dayNumber + 3) % 7) + 7) % 7) + 1;
}
