import { isCalendarDate, latestTodayOnEarth } from '../../../shared/dates/dateRanges';

/**
 * created_on arrives as the picked date, optionally with the user's clock time
 * ('yyyy-MM-dd', 'yyyy-MM-dd HH:mm' or 'yyyy-MM-ddTHH:mm'); it is stored as that wall-clock
 * time. Returns the storable text, or a reason it is refused.
 */
export function parseCreatedOn(text: string): { value: string } | { error: string } {
  const match = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2}))?$/.exec(text);
  const day = match?.[1];
  if (!match || day === undefined || !isCalendarDate(day)) {
    return { error: 'created_on must be a date as yyyy-MM-dd, optionally with a time HH:mm' };
  }
  const hours = Number(match[2] ?? '0');
  const minutes = Number(match[3] ?? '0');
  if (hours > 23 || minutes > 59) return { error: 'created_on has an impossible time of day' };
  if (day > latestTodayOnEarth()) return { error: 'created_on cannot be in the future' };
  const time = `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
  return { value: `${day} ${time}:00` };
}

/** 'yyyy-MM-dd HH:mm:ss' as stored → 'yyyy-MM-dd HH:mm' as the charts show it. */
export function displayCreatedOn(stored: string): string {
  return stored.slice(0, 16);
}
