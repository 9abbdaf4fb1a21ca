import { DateTime } from 'luxon';
import { latestTodayOnEarth } from '../../../shared/dates/dateRanges';

const STORED_TIME = /^(\d{4}-\d{2}-\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A stored wall-clock time (no zone, decision 002) → a FHIR dateTime. FHIR requires a zone
 * once a time is given, so the digits are written as they are with the server's own UTC
 * offset at that moment; a record kept as a calendar day stays a day. The digits are never
 * shifted, not even in the hour a clock change skips, so an import gives back the same time.
 */
export function fhirDateTimeOf(createdOn: string, withTime: boolean): string {
  const match = STORED_TIME.exec(createdOn);
  const day = match?.[1];
  if (match === null || day === undefined) throw new Error(`Not a stored time: ${createdOn}`);
  if (!withTime) return day;
  const hours = match[2] ?? '00';
  const minutes = match[3] ?? '00';
  const seconds = match[4] ?? '00';
  const local = DateTime.fromISO(`${day}T${hours}:${minutes}:${seconds}`);
  return `${day}T${hours}:${minutes}:${seconds}${local.toFormat('ZZ')}`;
}

const FHIR_DATE_TIME =
  /^(\d{4}-\d{2}-\d{2})(?:T([01]\d|2[0-3]):([0-5]\d):([0-5]\d)(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/**
 * A FHIR date or dateTime → the wall-clock time to store (yyyy-MM-dd HH:mm:ss), the digits
 * exactly as written: the offset is not applied (decision 002). Undefined for anything less
 * than a whole day (2026, 2026-03) or not a real date.
 */
export function wallClockOf(fhirDateTime: string): string | undefined {
  const match = FHIR_DATE_TIME.exec(fhirDateTime);
  const day = match?.[1];
  if (match === null || day === undefined) return undefined;
  if (!DateTime.fromISO(day).isValid || day.startsWith('0000')) return undefined;
  return `${day} ${match[2] ?? '00'}:${match[3] ?? '00'}:${match[4] ?? '00'}`;
}

/**
 * A resource's date → the reading's created_on: a day for records kept without a time
 * (medical), never in the future.
 */
export function storedRecordTime(
  fhirDateTime: string | undefined,
  withTime: boolean,
): { value: string } | { reason: string } {
  if (fhirDateTime === undefined) return { reason: 'The resource has no date' };
  const wallClock = wallClockOf(fhirDateTime);
  if (wallClock === undefined) {
    return { reason: `The date ${fhirDateTime} is not a whole day or a time of day` };
  }
  if (wallClock.slice(0, 10) > latestTodayOnEarth()) {
    return { reason: `The date ${fhirDateTime} is in the future` };
  }
  return { value: withTime ? wallClock : `${wallClock.slice(0, 10)} 00:00:00` };
}
