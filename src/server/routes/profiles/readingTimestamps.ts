import { isCalendarDate, latestTodayOnEarth } from '../../../shared/dates/dateRanges';

/**
 * A record's date arrives as the picked date, optionally with the user's clock time
 * ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm' or 'yyyy-MM-ddTHH:mm'); it is stored as that wall-clock
 * time. Returns the storable text, or a reason it is refused, naming the field.
 */
export function parseRecordDate(
  text: string,
  field = 'created_on',
): { value: string } | { error: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  const day = match?.[1];
  if (!match || day === undefined || !isCalendarDate(day)) {
    return { error: `${field} must be a date as yyyy-MM-dd, optionally with a time HH:mm` };
  }
  const hours = Number(match[2] ?? '0');
  const minutes = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59) return { error: `${field} has an impossible time of day` };
  if (day > latestTodayOnEarth()) return { error: `${field} cannot be in the future` };
  const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { value: `${day} ${time}:00` };
}
