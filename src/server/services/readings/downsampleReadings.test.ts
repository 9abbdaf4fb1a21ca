import { describe, expect, it } from 'vitest';
import type { ChartRecord } from '../../../shared/api/readingContract';
import { downsampleReadings } from './downsampleReadings';

function dailyRecords(count: number, value: (day: number) => number): ChartRecord[] {
  const start = Date.UTC(2016, 0, 1);
  return Array.from({ length: count }, (_, day) => ({
    created_on: new Date(start + day * 86_400_000).toISOString().slice(0, 16).replace('T', ' '),
    hr: value(day),
  }));
}

describe('downsampleReadings', () => {
  it('returns every record when there are fewer than the limit', () => {
    const records = dailyRecords(50, (day) => day);
    expect(downsampleReadings(records, ['hr'], 100)).toEqual(records);
  });

  it('keeps at most the limit per series, in time order, with first and last', () => {
    const records = dailyRecords(3650, (day) => 60 + Math.sin(day / 10) * 10);
    const thinned = downsampleReadings(records, ['hr'], 1000);
    expect(thinned.length).toBeLessThanOrEqual(1000);
    expect(thinned[0]?.created_on).toBe(records[0]?.created_on);
    expect(thinned.at(-1)?.created_on).toBe(records.at(-1)?.created_on);
    const times = thinned.map((record) => record.created_on);
    expect([...times].sort()).toEqual(times);
  });

  it('never drops the single highest or lowest reading', () => {
    const records = dailyRecords(3650, (day) => (day === 1234 ? 190 : day === 2222 ? 31 : 60));
    const values = downsampleReadings(records, ['hr'], 200).map((record) => record.hr);
    expect(values).toContain(190);
    expect(values).toContain(31);
  });

  it('thins each series on its own, so a record may carry only some fields', () => {
    const records = dailyRecords(2000, (day) => day % 7).map((record, day) => ({
      ...record,
      other: day % 500 === 0 ? 100 : 1,
    }));
    const thinned = downsampleReadings(records, ['hr', 'other'], 300);
    const hrPoints = thinned.filter((record) => 'hr' in record).length;
    const otherPoints = thinned.filter((record) => 'other' in record).length;
    expect(hrPoints).toBeLessThanOrEqual(300);
    expect(otherPoints).toBeLessThanOrEqual(300);
    expect(thinned.filter((record) => record.other === 100).length).toBeGreaterThan(0);
  });
});
