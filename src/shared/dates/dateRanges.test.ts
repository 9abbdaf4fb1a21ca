import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import {
  isCalendarDate,
  isCalendarDateTime,
  latestTodayOnEarth,
  thisMonthRange,
  thisYearRange,
} from './dateRanges';

describe('date ranges', () => {
  const now = DateTime.fromISO('2026-11-21T09:30:00');

  it('This Year runs from 1 January to today', () => {
    expect(thisYearRange(now)).toEqual({ date_from: '2026-01-01', date_to: '2026-11-21' });
  });

  it('This Month runs from the first of the month to today', () => {
    expect(thisMonthRange(now)).toEqual({ date_from: '2026-11-01', date_to: '2026-11-21' });
  });

  it('treats a date as future only when it is future in every time zone', () => {
    const lateEvening = DateTime.fromISO('2026-11-21T20:00:00Z', { zone: 'utc' });
    expect(latestTodayOnEarth(lateEvening)).toBe('2026-11-22');
  });

  it('accepts real calendar dates only', () => {
    expect(isCalendarDate('2024-02-29')).toBe(true);
    expect(isCalendarDate('2026-02-30')).toBe(false);
    expect(isCalendarDate('21/11/2026')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('0000-01-01')).toBe(false);
    expect(isCalendarDate('0001-01-01')).toBe(true);
  });

  it('accepts a date and time of day only when both can be', () => {
    expect(isCalendarDateTime('2026-05-01 23:59')).toBe(true);
    expect(isCalendarDateTime('2026-05-01 00:00')).toBe(true);
    for (const impossible of [
      '2026-05-01 24:00',
      '2026-05-01 23:60',
      '2026-02-30 10:00',
      '2026-13-01 10:00',
      '0000-01-01 10:00',
      '2026-05-01T10:00',
      '2026-05-01 9:00',
    ]) {
      expect(isCalendarDateTime(impossible), impossible).toBe(false);
    }
  });
});
