import type { ReadRecord } from '../../../shared/api/readingContract';
import { intervalOfRecord, rangeFlagOf, type Interval, type RangeFlag } from './rangeFlags';
import type { ProfileSeries, ProfileChartTab } from '../../../shared/profile-config/tabSchema';

export interface ChartPoint {
  /** created_on as 'yyyy-MM-dd HH:mm', parsed by the chart's time scale. */
  x: string;
  y: number;
  /** Outside its reference interval: below or above it. */
  flag?: RangeFlag;
  /** The interval the reading was judged by, where it differs from the tab's (lab-supplied). */
  interval?: Interval;
}

/** One line of a chart: the config's series with the readings that carry its field. */
export interface ChartSeries {
  id: string;
  label: string;
  colour: string;
  unit: string;
  valueKind: ProfileSeries['value_kind'];
  data: ChartPoint[];
}

/** Integer values are read as whole numbers, decimals as decimals (docs/product.md#reading-times-and-date-ranges). */
function parseValue(value: number | string | undefined, kind: ProfileSeries['value_kind']): number {
  if (value === undefined || value === '') return Number.NaN;
  // A number in the reply is already the value (integers are whole): no text round trip for
  // each of thousands of readings. (+ 0 reads -0 as 0, as the text did.)
  if (typeof value === 'number' && (kind !== 'integer' || Number.isInteger(value))) {
    return value + 0;
  }
  const text = String(value);
  return kind === 'integer' ? Number.parseInt(text, 10) : Number.parseFloat(text);
}

/**
 * The tab's series, each with its points, and each point flagged where it lies outside its
 * reference interval (the tab's, or the one its laboratory reported). A thinned
 * (downsampled) reply may carry only some fields on a record, so each series skips the
 * records that lack its field.
 */
export function chartSeriesOf(
  tab: Pick<ProfileChartTab, 'series' | 'reference'>,
  records: readonly ReadRecord[],
  dateField = 'created_on',
) {
  // Once a record, not once a series and record: a year of the Workout is 18 series.
  const intervals = records.map((record) => intervalOfRecord(record, tab.reference));
  return tab.series.map((series, index): ChartSeries => {
    const data: ChartPoint[] = [];
    records.forEach((record, at) => {
      const y = parseValue(record[series.field], series.value_kind);
      const x = record[dateField];
      if (!Number.isFinite(y) || typeof x !== 'string') return;
      const interval = intervals[at];
      const point: ChartPoint = { x, y };
      const flag = rangeFlagOf(y, interval);
      if (flag) point.flag = flag;
      if (interval && interval !== tab.reference) point.interval = interval;
      data.push(point);
    });
    return {
      // A field may in principle be charted twice; the index keeps the ids apart.
      id: `${series.field}#${index}`,
      label: series.label,
      colour: series.colour,
      unit: series.unit,
      valueKind: series.value_kind,
      data,
    };
  });
}

/**
 * The series split by unit, in the config's order: kilograms and metres on one axis would
 * flatten the metres to a line along the bottom, so each unit gets a chart of its own.
 */
export function seriesByUnit(series: readonly ChartSeries[]): ChartSeries[][] {
  const groups = new Map<string, ChartSeries[]>();
  for (const line of series) {
    const group = groups.get(line.unit);
    if (group) group.push(line);
    else groups.set(line.unit, [line]);
  }
  return [...groups.values()];
}

export function pointCount(series: readonly ChartSeries[]): number {
  return series.reduce((total, line) => total + line.data.length, 0);
}
