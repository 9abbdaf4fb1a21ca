import { DateTime } from 'luxon';
import { DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';

/** Meetings travel in UTC as yyyy-MM-dd HH:mm and are shown in the viewer's own time. */
export function meetingTimeForServer(localInput: string): string | undefined {
  const local = DateTime.fromISO(localInput);
  return local.isValid ? local.toUTC().toFormat(DATE_TIME_FORMAT) : undefined;
}

export function meetingTimeForPerson(utcText: string, zone?: string): string {
  const utc = DateTime.fromFormat(utcText, DATE_TIME_FORMAT, { zone: 'utc' });
  return utc.isValid ? utc.setZone(zone ?? 'local').toFormat(DATE_TIME_FORMAT) : utcText;
}
