import type { ReadRecord } from '../../../shared/api/readingContract';
import { intervalOfRecord, rangeFlagOf, type Interval, type RangeFlag } from './rangeFlags';
import type {
  ProfileSeries,
  ProfileChartTab,
} from '../../../shared/profile-config/profileConfigSchema';

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

/** Integer values are read as whole numbers, decimals as decimals (001 §5, 002 §9). */
function parseValue(value: number | string | undefined, kind: ProfileSeries['value_kind']): number {
  if (value === undefined || value === '') return Number.NaN;
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
  return tab.series.map((series, index): ChartSeries => {
    const data: ChartPoint[] = [];
    for (const record of records) {
      const y = parseValue(record[series.field], series.value_kind);
      const x = record[dateField];
      if (!Number.isFinite(y) || typeof x !== 'string') continue;
      const interval = intervalOfRecord(record, tab.reference);
      const flag = rangeFlagOf(y, interval);
      data.push({
        x,
        y,
        ...(flag ? { flag } : {}),
        ...(interval && interval !== tab.reference ? { interval } : {}),
      });
    }
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
