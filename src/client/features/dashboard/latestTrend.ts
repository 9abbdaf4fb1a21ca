import type { ReadRecord } from '../../../shared/api/readingContract';

export type Trend = 'up' | 'down' | 'steady';

export interface LatestReading {
  value: number;
  /** Against the reading before it; absent when there is only one. */
  trend?: Trend;
}

/**
 * The newest numeric value of `field` among the records and which way it moved from the one
 * before. Record dates are ISO text (yyyy-MM-dd, with a time after), so text order is time order.
 */
export function latestTrend(
  records: readonly ReadRecord[],
  field: string,
  dateField: string,
): LatestReading | undefined {
  const values = records
    .flatMap((record) => {
      const value = record[field];
      const date = record[dateField];
      return typeof value === 'number' && typeof date === 'string' ? [{ value, date }] : [];
    })
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const latest = values.at(-1);
  if (latest === undefined) return undefined;
  const before = values.at(-2);
  if (before === undefined) return { value: latest.value };
  const trend: Trend =
    latest.value > before.value ? 'up' : latest.value < before.value ? 'down' : 'steady';
  return { value: latest.value, trend };
}
