import { describe, expect, it } from 'vitest';
import { planText } from './planText';

describe('a plan in words', () => {
  it('names the weekdays and the first and last day', () => {
    expect(planText({ days: [5, 1, 3], starts_on: '2026-12-01', ends_on: '2027-01-31' })).toBe(
      'Mon, Wed, Fri from 1 Dec 2026 to 31 Jan 2027',
    );
    expect(planText({ days: [1, 2, 3, 4, 5, 6, 7], starts_on: '2026-12-01', ends_on: null })).toBe(
      'Every day from 1 Dec 2026',
    );
  });
});
