import { DateTime } from 'luxon';
import { DATE_FORMAT } from './dateFormats';

/** Whole years from a yyyy-MM-dd date of birth to a yyyy-MM-dd day; null for a date that is not one. */
export function ageOn(dateOfBirth: string, day: string): number | null {
  const born = DateTime.fromFormat(dateOfBirth, DATE_FORMAT, { zone: 'UTC' });
  const on = DateTime.fromFormat(day, DATE_FORMAT, { zone: 'UTC' });
  if (!born.isValid || !on.isValid || on < born) return null;
  return Math.floor(on.diff(born, 'years').years);
}

/** The yyyy-MM-dd day a number of days before a yyyy-MM-dd day. */
export function daysBefore(day: string, days: number): string {
  return DateTime.fromFormat(day, DATE_FORMAT, { zone: 'UTC' })
    .minus({ days })
    .toFormat(DATE_FORMAT);
}
