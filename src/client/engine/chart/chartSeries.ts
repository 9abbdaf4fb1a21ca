import type { ReadRecord } from '../../../shared/api/readingContract';
import { judgedRangeFieldsOf } from '../../../shared/api/judgedRangeFields';
import { intervalOfRecord, rangeFlagOf, type Interval, type RangeFlag } from './rangeFlags';
import type { ProfileSeries, ProfileChartTab } from '../../../shared/profile-config/tabSchema';

export interface ChartPoint {
  /** created_on as 'yyyy-MM-dd HH:mm', parsed by the chart's time scale. */
  x: string;
  y: number;
  /** Outside its reference interval: below or above it. */
  flag?: RangeFlag;
  /** The interval the reading was judged by, where it differs from its series' typical one. */
  interval?: Interval;
}

/** One line of a chart: the config's series with the readings that carry its field. */
export interface ChartSeries {
  id: string;
  label: string;
  colour: string;
  unit: string;
  valueKind: ProfileSeries['value_kind'];
  /** The series' own typical interval, in a tab whose series each have one (blood pressure). */
  reference?: Interval;
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
 * The tab's series, each with its points, and each point flagged where it lies outside the
 * interval it was judged against (stored with the reading; else its series' or the tab's
 * typical one). A thinned (downsampled) reply may carry only some fields on a record, so each
 * series skips the records that lack its field.
 */
export function chartSeriesOf(
  tab: Pick<ProfileChartTab, 'series' | 'reference'>,
  records: readonly ReadRecord[],
  dateField = 'created_on',
) {
  return tab.series.map((series, index): ChartSeries => {
    const typical = series.reference ?? tab.reference;
    const fields = judgedRangeFieldsOf(series.field);
    const data: ChartPoint[] = [];
    for (const record of records) {
      const y = parseValue(record[series.field], series.value_kind);
      const x = record[dateField];
      if (!Number.isFinite(y) || typeof x !== 'string') continue;
      const interval = intervalOfRecord(record, fields, typical);
      const point: ChartPoint = { x, y };
      const flag = rangeFlagOf(y, interval);
      if (flag) point.flag = flag;
      if (interval && interval !== typical) point.interval = interval;
      data.push(point);
    }
    return {
      // A field may in principle be charted twice; the index keeps the ids apart.
      id: `${series.field}#${index}`,
      label: series.label,
      colour: series.colour,
      unit: series.unit,
      valueKind: series.value_kind,
      ...(series.reference ? { reference: series.reference } : {}),
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
