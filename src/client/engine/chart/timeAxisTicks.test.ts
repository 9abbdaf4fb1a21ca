import { describe, expect, it } from 'vitest';
import { formatChartDay } from './chartTime';
import { timeAxisTicks } from './timeAxisTicks';

const year = { date_from: '2026-01-01', date_to: '2026-11-22' };

describe('timeAxisTicks', () => {
  it('labels the 1st of each month when a wide chart has room', () => {
    expect(timeAxisTicks(year, 900).map(formatChartDay)).toEqual([
      '2026-01-01',
      '2026-02-01',
      '2026-03-01',
      '2026-04-01',
      '2026-05-01',
      '2026-06-01',
      '2026-07-01',
      '2026-08-01',
      '2026-09-01',
      '2026-10-01',
      '2026-11-01',
    ]);
  });

  it('labels fewer, still calendar-aligned, days on a phone so none overlap', () => {
    const ticks = timeAxisTicks(year, 220).map(formatChartDay);
    expect(ticks).toEqual(['2026-01-01', '2026-07-01']);
  });

  it('tilts the labels on a phone so the year still shows every other month', () => {
    const ticks = timeAxisTicks(year, 280, true).map(formatChartDay);
    expect(ticks).toEqual([
      '2026-01-01',
      '2026-03-01',
      '2026-05-01',
      '2026-07-01',
      '2026-09-01',
      '2026-11-01',
    ]);
  });

  it('labels days within a short range', () => {
    const week = { date_from: '2026-11-16', date_to: '2026-11-22' };
    expect(timeAxisTicks(week, 900)).toHaveLength(7);
  });
});
