import type { ChartSeries } from './chartSeries';

export interface ReadingsTableRow {
  time: string;
  /** One cell per series, in series order; undefined where that reading lacks the value. */
  values: (number | undefined)[];
}

/** The chart's points regrouped as one row per moment, newest first, as a clinician reads. */
export function readingsTableRows(series: readonly ChartSeries[]): ReadingsTableRow[] {
  const byTime = new Map<string, (number | undefined)[]>();
  series.forEach((line, column) => {
    for (const point of line.data) {
      let row = byTime.get(point.x);
      if (!row) {
        row = new Array<number | undefined>(series.length).fill(undefined);
        byTime.set(point.x, row);
      }
      row[column] = point.y;
    }
  });
  return [...byTime.entries()]
    .sort(([a], [b]) => (a < b ? 1 : a > b ? -1 : 0))
    .map(([time, values]) => ({ time, values }));
}
