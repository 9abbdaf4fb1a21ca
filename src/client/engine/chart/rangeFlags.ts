import type { ReadRecord } from '../../../shared/api/readingContract';
import type { JudgedRangeFields } from '../../../shared/api/judgedRangeFields';

/** A reference interval with either end open. */
export interface Interval {
  low?: number;
  high?: number;
}

/** Where a reading lies against its interval: below it, above it, or (undefined) inside. */
export type RangeFlag = 'low' | 'high';

export function rangeFlagOf(value: number, interval: Interval | undefined): RangeFlag | undefined {
  if (interval === undefined) return undefined;
  if (interval.low !== undefined && value < interval.low) return 'low';
  if (interval.high !== undefined && value > interval.high) return 'high';
  return undefined;
}

function numberIn(record: ReadRecord, field: string): number | undefined {
  const value = record[field];
  const number = typeof value === 'string' ? Number.parseFloat(value) : value;
  return typeof number === 'number' && Number.isFinite(number) ? number : undefined;
}

/**
 * The interval a reading's value was judged against: the one stored with it when it was
 * written (its laboratory's, or the typical interval of that day), otherwise the series'
 * typical interval.
 */
export function intervalOfRecord(
  record: ReadRecord,
  fields: Pick<JudgedRangeFields, 'low' | 'high'>,
  typical: Interval | undefined,
): Interval | undefined {
  const low = numberIn(record, fields.low);
  const high = numberIn(record, fields.high);
  if (low === undefined && high === undefined) return typical;
  if (low === typical?.low && high === typical?.high) return typical;
  return { ...(low === undefined ? {} : { low }), ...(high === undefined ? {} : { high }) };
}
