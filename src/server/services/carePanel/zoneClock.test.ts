import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneClock } from './zoneClock';

const WALL_CLOCK = 'yyyy-MM-dd HH:mm';
const zones = [
  'UTC',
  'Etc/UTC',
  'Europe/Berlin',
  'America/New_York',
  'Asia/Kolkata',
  'Pacific/Chatham',
];
// Around the days the clocks change in Europe and America, and a plain day.
const walls = [
  '2026-03-08 01:30',
  '2026-03-08 03:30',
  '2026-03-29 01:59',
  '2026-03-29 03:00',
  '2026-10-25 01:30',
  '2026-11-01 01:30',
  '2026-11-27 18:00',
  '2026-12-31 23:59',
];

describe("a zone's clock", () => {
  const now = DateTime.fromISO('2026-11-27T17:45:00Z');

  it('reads a wall-clock time as luxon does, offset and ISO text alike', () => {
    for (const zone of zones) {
      const clock = zoneClock(now, zone);
      for (const wall of walls) {
        const expected = DateTime.fromFormat(wall, WALL_CLOCK, { zone });
        expect({ zone, wall, ms: clock.millisOf(wall), iso: clock.isoOf(wall) }).toEqual({
          zone,
          wall,
          ms: expected.toMillis(),
          iso: expected.toISO(),
        });
      }
    }
  });

  it("gives the person's today, the time a week ago and the day of a moment in their zone", () => {
    const auckland = zoneClock(now, 'Pacific/Auckland');
    expect(auckland.today).toBe('2026-11-28');
    expect(auckland.weekAgo).toBe('2026-11-21 06:45');
    expect(auckland.dayOf(new Date('2026-11-27T10:59:00Z'))).toBe('2026-11-27');
    expect(auckland.dayOf(new Date('2026-11-27T11:00:00Z'))).toBe('2026-11-28');
    const newYork = zoneClock(now, 'America/New_York');
    expect(newYork.today).toBe('2026-11-27');
    expect(newYork.dayOf(new Date('2026-11-27T04:59:00Z'))).toBe('2026-11-26');
  });
});
