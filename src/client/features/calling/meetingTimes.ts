import { DateTime } from 'luxon';
import { DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';
import { dateTimeText } from '../../../shared/dates/displayedDates';

// Meetings are instants: they travel in UTC as yyyy-MM-dd HH:mm, and a person reads and
// enters them in their own zone (the account's, see useMeetingZone).

/** What a datetime-local field holds, read in the person's zone, as the server takes it. */
export function meetingTimeForServer(localInput: string, zone: string): string | undefined {
  const local = DateTime.fromISO(localInput, { zone });
  return local.isValid ? local.toUTC().toFormat(DATE_TIME_FORMAT) : undefined;
}

/** A booked meeting's time in the person's zone, as every date-time reads. */
export function meetingTimeForPerson(utcText: string, zone: string): string {
  const utc = DateTime.fromFormat(utcText, DATE_TIME_FORMAT, { zone: 'utc' });
  return utc.isValid ? dateTimeText(utc, zone) : utcText;
}

/** The next whole hour but one in the person's zone, as a datetime-local field holds it. */
export function nextMeetingHourInput(zone: string, now: DateTime = DateTime.now()): string {
  return now.setZone(zone).plus({ hours: 1 }).startOf('hour').toFormat("yyyy-MM-dd'T'HH:mm");
}
