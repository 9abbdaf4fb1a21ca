import { DateTime } from 'luxon';
import { latestTodayOnEarth } from '../../../shared/dates/dateRanges';

/** How created_on is written: the person's wall clock, no zone (decision 002). */
const STORED_TIME_FORMAT = 'yyyy-MM-dd HH:mm:ss';

const STORED_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A stored wall-clock time (no zone, decision 002) in the person's zone → a FHIR dateTime.
 * FHIR requires an offset once a time is given: the digits are written as they are, with the
 * offset the person's zone had at that moment, summer time included (decision 034); a record
 * kept as a calendar day stays a day.
 *
 * A time the zone skips (02:30 on the spring morning the clocks go from 02:00 to 03:00) names
 * no instant; the digits are still kept, since they are what the person entered, with the
 * offset luxon gives that time (the one in force once the clocks have changed). An import into
 * the same zone then reads it an hour earlier; any offset would move it one way or the other.
 * A time the autumn change repeats takes luxon's offset too.
 */
export function fhirDateTimeOf(createdOn: string, withTime: boolean, timeZone: string): string {
  const match = STORED_TIME.exec(createdOn);
  const day = match?.[1];
  if (match === null || day === undefined) throw new Error(`Not a stored time: ${createdOn}`);
  if (!withTime) return day;
  const hours = match[2] ?? '00';
  const minutes = match[3] ?? '00';
  const seconds = match[4] ?? '00';
  const local = DateTime.fromISO(`${day}T${hours}:${minutes}:${seconds}`, { zone: timeZone });
  if (!local.isValid) throw new Error(`Not a time in ${timeZone}: ${createdOn}`);
  return `${day}T${hours}:${minutes}:${seconds}${local.toFormat('ZZ')}`;
}

const FHIR_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A FHIR date or dateTime → the wall-clock time to store (yyyy-MM-dd HH:mm:ss) in the importing
 * person's zone (decision 034): a time with an offset (or Z) is an instant, shown as the
 * person's clock showed it; a bare date stays that day at 00:00. Undefined for anything less
 * than a whole day (2026, 2026-03) or not a real date. `timeZone` undefined: the clock the
 * time is written in, as its offset gives it (a laboratory's own).
 */
export function wallClockOf(
  fhirDateTime: string,
  timeZone: string | undefined,
): string | undefined {
  const match = FHIR_DATE_TIME.exec(fhirDateTime);
  const day = match?.[1];
  if (match === null || day === undefined) return undefined;
  if (!DateTime.fromISO(day).isValid || day.startsWith('0000')) return undefined;
  if (match[2] === undefined) return `${day} 00:00:00`;
  const instant = DateTime.fromISO(fhirDateTime, { setZone: true });
  if (!instant.isValid) return undefined;
  return (timeZone === undefined ? instant : instant.setZone(timeZone)).toFormat(
    STORED_TIME_FORMAT,
  );
}

/**
 * A resource's date → the reading's created_on in the importing person's zone (undefined: the
 * clock it is written in): a day for records kept without a time (medical), never in the
 * future.
 */
export function storedRecordTime(
  fhirDateTime: string | undefined,
  withTime: boolean,
  timeZone: string | undefined,
): { value: string } | { reason: string } {
  if (fhirDateTime === undefined) return { reason: 'The resource has no date' };
  const wallClock = wallClockOf(fhirDateTime, timeZone);
  if (wallClock === undefined) {
    return { reason: `The date ${fhirDateTime} is not a whole day or a time of day` };
  }
  if (wallClock.slice(0, 10) > latestTodayOnEarth()) {
    return { reason: `The date ${fhirDateTime} is in the future` };
  }
  return { value: withTime ? wallClock : `${wallClock.slice(0, 10)} 00:00:00` };
}
