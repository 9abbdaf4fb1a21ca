import type { DateTime, Zone } from 'luxon';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';
import { dayNumberOf, dayOfNumber } from '../../../shared/dates/dayNumbers';

const WALL_CLOCK = 'yyyy-MM-dd HH:mm';
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * One time zone's clock at one moment, for the panel's rows: the patient's today and the
 * conversions a row needs between their wall-clock times (yyyy-MM-dd HH:mm) and moments.
 * luxon is asked once per zone and a row's few conversions use the zone's offsets alone: a
 * DateTime per value, over hundreds of rows, was much of a panel read (decision 047).
 */
export interface ZoneClock {
  zoneName: string;
  nowMs: number;
  /** The patient's day now, yyyy-MM-dd. */
  today: string;
  /** The wall-clock time exactly 7 days before now. */
  weekAgo: string;
  /** A wall-clock time as epoch milliseconds. */
  millisOf: (wall: string) => number;
  /** A wall-clock time as ISO 8601 with the zone's offset, as luxon's toISO writes it. */
  isoOf: (wall: string) => string;
  /** The patient's calendar day of a moment, yyyy-MM-dd. */
  dayOf: (moment: Date) => string;
}

const digits = (text: string, from: number, to: number) => Number(text.slice(from, to));

/** A wall-clock time's digits counted as if it were UTC. */
function wallAsUtc(wall: string): number {
  return Date.UTC(
    digits(wall, 0, 4),
    digits(wall, 5, 7) - 1,
    digits(wall, 8, 10),
    digits(wall, 11, 13),
    digits(wall, 14, 16),
  );
}

/**
 * The moment of a wall-clock time, found as luxon finds it (its `fixOffset`), starting from
 * the offset in force now: an hour the clocks pass twice reads the same as through luxon.
 */
function millisIn(zone: Zone, wall: string, provisional: number): number {
  const local = wallAsUtc(wall);
  const first = local - provisional * MINUTE_MS;
  const second = zone.offset(first);
  if (provisional === second) return first;
  const adjusted = first - (second - provisional) * MINUTE_MS;
  const third = zone.offset(adjusted);
  if (second === third) return adjusted;
  return local - Math.min(second, third) * MINUTE_MS;
}

function offsetText(zone: Zone, minutes: number): string {
  if (zone.isUniversal && minutes === 0) return 'Z';
  const sign = minutes < 0 ? '-' : '+';
  const whole = Math.abs(minutes);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${sign}${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}

/** The clock of `zoneName` at `now`. */
export function zoneClock(now: DateTime, zoneName: string): ZoneClock {
  const here = now.setZone(zoneName);
  const { zone } = here;
  const provisional = zone.offset(here.toMillis());
  const millisOf = (wall: string) => millisIn(zone, wall, provisional);
  return {
    zoneName: here.zoneName ?? zoneName,
    nowMs: here.toMillis(),
    today: here.toFormat(DATE_FORMAT),
    weekAgo: here.minus({ days: 7 }).toFormat(WALL_CLOCK),
    millisOf,
    isoOf: (wall) => {
      const offset = zone.offset(millisOf(wall));
      return `${wall.slice(0, 10)}T${wall.slice(11, 16)}:00.000${offsetText(zone, offset)}`;
    },
    dayOf: (moment) => {
      const at = moment.getTime();
      return dayOfNumber(Math.floor((at + zone.offset(at) * MINUTE_MS) / DAY_MS));
    },
  };
}

/** The clocks of many patients' zones at one moment, each zone worked out once. */
export function zoneClocks(now: DateTime): (zoneName: string) => ZoneClock {
  const clocks = new Map<string, ZoneClock>();
  return (zoneName) => {
    const known = clocks.get(zoneName);
    if (known) return known;
    const clock = zoneClock(now, zoneName);
    clocks.set(zoneName, clock);
    return clock;
  };
}

/** The day before a yyyy-MM-dd day. */
export function dayBefore(day: string): string {
  return dayOfNumber(dayNumberOf(day) - 1);
}
