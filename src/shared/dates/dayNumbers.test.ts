import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dayNumberOf, dayOfNumber, isoWeekdayOf } from './dayNumbers';

describe('day numbers', () => {
  it('agree with luxon on the day and the weekday across years and leap days', () => {
    for (const day of [
      '1970-01-01',
      '1900-03-01',
      '2000-02-29',
      '2024-02-29',
      '2026-03-29',
      '2026-10-25',
      '2026-12-31',
    ]) {
      const number = dayNumberOf(day);
      expect(dayOfNumber(number)).toBe(day);
      expect(isoWeekdayOf(number)).toBe(DateTime.fromISO(day).weekday);
      expect(dayOfNumber(number + 1)).toBe(DateTime.fromISO(day).plus({ days: 1 }).toISODate());
    }
    expect(isoWeekdayOf(dayNumberOf('1969-12-29'))).toBe(1);
    expect(dayNumberOf('2026-12-01 07:30')).toBe(dayNumberOf('2026-12-01'));
    // Every day of ten years, one after another.
    let expected = dayNumberOf('2020-01-01');
    for (let day = DateTime.fromISO('2020-01-01'); day.year < 2030; day = day.plus({ days: 1 })) {
      expect(dayNumberOf(day.toFormat('yyyy-MM-dd'))).toBe(expected);
      expected += 1;
    }
  });
});
