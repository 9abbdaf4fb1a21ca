import type { ChartSeries } from './chartSeries';
import type { Interval } from './rangeFlags';

/** A typical interval drawn behind the lines: the tab's, or one series' in that series' colour. */
export interface ChartBand {
  interval: Interval;
  /** The series' colour; the tab's own band is the calm reference green. */
  colour?: string;
}

const drawable = (interval: Interval | undefined): interval is Interval =>
  interval !== undefined && (interval.low !== undefined || interval.high !== undefined);

/**
 * The bands of one chart: the tab's interval where it has one, otherwise each shown series'
 * own (a blood pressure's systolic and diastolic intervals, each in its line's colour).
 */
export function chartBandsOf(
  tabInterval: Interval | undefined,
  series: readonly Pick<ChartSeries, 'colour' | 'reference'>[],
): ChartBand[] {
  if (drawable(tabInterval)) return [{ interval: tabInterval }];
  return series
    .filter((line) => drawable(line.reference))
    .map((line) => ({ interval: line.reference ?? {}, colour: line.colour }));
}
