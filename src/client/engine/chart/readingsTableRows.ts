import type { ChartSeries } from './chartSeries';
import type { RangeFlag } from './rangeFlags';

export interface ReadingsTableRow {
  time: string;
  /** One cell per series, in series order; undefined where that reading lacks the value. */
  values: (number | undefined)[];
  /** Per cell: below or above its reference interval. */
  flags: (RangeFlag | undefined)[];
}

/** The chart's points regrouped as one row per moment, newest first, as a clinician reads. */
export function readingsTableRows(series: readonly ChartSeries[]): ReadingsTableRow[] {
  const byTime = new Map<string, ReadingsTableRow>();
  series.forEach((line, column) => {
    for (const point of line.data) {
      let row = byTime.get(point.x);
      if (!row) {
        row = {
          time: point.x,
          values: new Array<number | undefined>(series.length).fill(undefined),
          flags: new Array<RangeFlag | undefined>(series.length).fill(undefined),
        };
        byTime.set(point.x, row);
      }
      row.values[column] = point.y;
      row.flags[column] = point.flag;
    }
  });
  return [...byTime.values()].sort((a, b) => (a.time < b.time ? 1 : a.time > b.time ? -1 : 0));
}
