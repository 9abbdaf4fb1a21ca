import type { ReadRecord } from '../../../shared/api/readingContract';
import { largestTriangleThreeBuckets } from './largestTriangleThreeBuckets';

/**
 * Thins a long series for drawing while keeping what a clinician must not miss: each
 * series keeps its LTTB shape plus its own highest and lowest reading. Series are thinned
 * independently, so a record in the reply carries only the fields kept at that moment.
 */
export function downsampleReadings<T extends ReadRecord>(
  records: readonly T[],
  fields: readonly string[],
  maxPoints: number,
  dateField = 'created_on',
): T[] {
  if (records.length <= maxPoints) return [...records];

  const xs = records.map((record) => Date.parse(String(record[dateField]).replace(' ', 'T')));
  const keptFields = new Map<number, Set<string>>();
  const keep = (index: number, field: string) => {
    let set = keptFields.get(index);
    if (!set) {
      set = new Set();
      keptFields.set(index, set);
    }
    set.add(field);
  };

  for (const field of fields) {
    const present: number[] = [];
    for (let index = 0; index < records.length; index++) {
      if (typeof records[index]?.[field] === 'number') present.push(index);
    }
    if (present.length === 0) continue;
    const ys = present.map((index) => records[index]?.[field] as number);
    const seriesXs = present.map((index) => xs[index] ?? 0);
    // Two of the budget go to the extremes, which LTTB alone may drop.
    const shape = largestTriangleThreeBuckets(seriesXs, ys, Math.max(maxPoints - 2, 3));
    for (const position of shape) keep(present[position] ?? 0, field);
    let highest = 0;
    let lowest = 0;
    ys.forEach((value, position) => {
      if (value > (ys[highest] ?? value)) highest = position;
      if (value < (ys[lowest] ?? value)) lowest = position;
    });
    keep(present[highest] ?? 0, field);
    keep(present[lowest] ?? 0, field);
  }

  return [...keptFields.keys()]
    .sort((a, b) => a - b)
    .map((index) => {
      const source = records[index] as T;
      const thinned: ReadRecord = { [dateField]: source[dateField] };
      if (source.id !== undefined) thinned.id = source.id;
      for (const field of keptFields.get(index) ?? []) {
        const value = source[field];
        if (value !== undefined) thinned[field] = value;
      }
      return thinned as T;
    });
}
