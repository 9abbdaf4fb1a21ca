import { DateTime } from 'luxon';

/**
 * created_on of a new reading: the picked day with the user's current clock time, so that
 * several readings entered on one day keep the order they were entered in.
 */
export function readingCreatedOn(pickedDay: string, now: DateTime = DateTime.local()): string {
  return `${pickedDay} ${now.toFormat('HH:mm')}`;
}
