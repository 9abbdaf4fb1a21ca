import { describe, expect, it } from 'vitest';
import { dayText, momentText } from './sharingDates';

describe('the dates of the sharing page', () => {
  it("writes a moment in the reader's zone", () => {
    expect(momentText('2026-11-26T10:04:00+00:00', 'Europe/Dublin')).toBe('26 Nov 2026, 10:04');
    expect(momentText('2026-09-26T10:04:00+00:00', 'Europe/Dublin')).toBe('26 Sep 2026, 11:04');
    expect(momentText('2026-11-26T23:30:00Z', 'Asia/Tokyo')).toBe('27 Nov 2026, 08:30');
  });

  it('writes a day, and leaves what is not a date as it came', () => {
    expect(dayText('2026-12-31')).toBe('31 Dec 2026');
    expect(dayText('soon')).toBe('soon');
    expect(momentText('soon')).toBe('soon');
  });
});
