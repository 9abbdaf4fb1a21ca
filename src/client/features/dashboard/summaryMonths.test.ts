import { describe, expect, it } from 'vitest';
import { monthInitial, monthName, monthSpan } from './summaryMonths';

describe('summary months', () => {
  it('names a reply month in English, with its initial for the bar', () => {
    expect(monthName('2026-01')).toBe('January');
    expect(monthName('2026-09')).toBe('September');
    expect(monthName('2026-12')).toBe('December');
    expect(monthInitial('2026-03')).toBe('M');
  });

  it('spans the year so far, or names a single month once', () => {
    expect(monthSpan('2026-01', '2026-11')).toBe('January to November 2026');
    expect(monthSpan('2026-05', '2026-05')).toBe('May 2026');
  });

  it('shows a key that is not a month as it came, rather than a wrong month', () => {
    expect(monthName('2026-13')).toBe('2026-13');
    expect(monthName('March')).toBe('March');
    expect(monthSpan('2026-00', '2026-02')).toBe('2026-00 to February 2026');
  });
});
