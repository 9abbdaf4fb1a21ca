import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { dateTimeText, dayText, shortDayText, spelledDayText } from './displayedDates';

describe('displayed dates', () => {
  it('shows a moment as yyyy-MM-dd HH:mm in the reader’s zone', () => {
    expect(dateTimeText('2026-11-26T10:04:00+00:00', 'Europe/Dublin')).toBe('2026-11-26 10:04');
    expect(dateTimeText('2026-09-26T10:04:00+00:00', 'Europe/Dublin')).toBe('2026-09-26 11:04');
    expect(dateTimeText('2026-11-26T23:30:00Z', 'Asia/Tokyo')).toBe('2026-11-27 08:30');
    const utc = DateTime.fromObject({ year: 2026, month: 11, day: 29, hour: 9 }, { zone: 'utc' });
    expect(dateTimeText(utc, 'Europe/Berlin')).toBe('2026-11-29 10:00');
  });

  it('shows a day as yyyy-MM-dd, and the day a moment falls on in its zone', () => {
    expect(dayText('2026-12-31')).toBe('2026-12-31');
    const late = DateTime.fromISO('2026-12-31T23:59:59', { zone: 'Pacific/Auckland' });
    expect(dayText(late)).toBe('2026-12-31');
  });

  it('shows a text that is no date as it came', () => {
    expect(dayText('soon')).toBe('soon');
    expect(dateTimeText('soon')).toBe('soon');
  });

  it('spells out the days of a prescription’s plan', () => {
    expect(spelledDayText('2026-12-01')).toBe('1 Dec 2026');
    expect(spelledDayText('2027-01-31')).toBe('31 Jan 2027');
    expect(shortDayText('2026-12-03T09:00:00+00:00', 'Europe/Dublin')).toBe('3 Dec');
    expect(shortDayText('2026-12-03T23:30:00Z', 'Asia/Tokyo')).toBe('4 Dec');
  });
});
