import { describe, expect, it } from 'vitest';
import { ageOn, daysBefore } from './ageOn';

describe('a person’s age on a day', () => {
  it('counts whole years, turning on the birthday', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    // Without a 29 February, the year is full on the 28th (luxon's month arithmetic).
    expect(ageOn('2000-02-29', '2027-02-27')).toBe(26);
    expect(ageOn('2000-02-29', '2027-02-28')).toBe(27);
  });

  it('gives none for a date that is not one, or a day before birth', () => {
    expect(ageOn('1990-13-01', '2026-01-01')).toBeNull();
    expect(ageOn('2026-01-02', '2026-01-01')).toBeNull();
  });

  it('counts days back over a month’s end', () => {
    expect(daysBefore('2026-03-01', 90)).toBe('2025-12-01');
  });
});
