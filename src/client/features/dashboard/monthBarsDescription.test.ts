import { describe, expect, it } from 'vitest';
import { monthBarsDescription } from './monthBarsDescription';

const months = (totals: number[]) =>
  totals.map((total, index) => ({ month: `2026-${String(index + 1).padStart(2, '0')}`, total }));

describe('monthBarsDescription', () => {
  it('names the span and the busiest month', () => {
    const description = monthBarsDescription(
      {
        field: 'exercise_time',
        label: 'Exercise Time',
        unit: 'min',
        total: 0,
        months: months([620, 580, 1710, 760, 820, 900, 950, 880, 790, 730, 410]),
      },
      'en-GB',
    );
    expect(description).toBe(
      'Exercise Time per month, January to November 2026; most in March: 1,710 min',
    );
  });

  it('says a single month once', () => {
    const description = monthBarsDescription(
      { field: 'laps', label: 'Laps', unit: '', total: 12, months: months([12]) },
      'en-GB',
    );
    expect(description).toBe('Laps per month, January 2026; most in January: 12');
  });
});
