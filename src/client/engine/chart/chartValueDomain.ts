import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';
import type { ChartSeries } from './chartSeries';
import type { Interval } from './rangeFlags';

export interface ValueDomain {
  min: number;
  max: number;
}

/**
 * The y range: every reading and the reference bands fit, with a little air above and below
 * so a line never runs along the frame. A flat series gets a small span around its value.
 */
export function chartValueDomain(
  series: readonly ChartSeries[],
  bands: readonly Interval[],
  valueAxis?: ProfileChartTab['value_axis'],
): ValueDomain | undefined {
  // A loop rather than Math.min(...all values): no array of every reading to build first.
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const line of series) {
    for (const { y } of line.data) {
      if (y < low) low = y;
      if (y > high) high = y;
    }
  }
  if (low > high) return undefined;
  for (const bound of bands.flatMap((band) => [band.low, band.high])) {
    if (bound === undefined) continue;
    low = Math.min(low, bound);
    high = Math.max(high, bound);
  }
  const span = high - low;
  const air = span === 0 ? Math.max(1, Math.abs(high) * 0.1) : span * 0.08;
  // Counts, minutes and masses are never negative: do not draw an axis below zero for them.
  const min = low >= 0 ? Math.max(0, low - air) : low - air;
  // A fixed scale (a 0 to 10 pain score) holds unless a reading lies outside it.
  const fixedMin = valueAxis?.min;
  const fixedMax = valueAxis?.max;
  return {
    min: fixedMin !== undefined && low >= fixedMin ? fixedMin : min,
    max: fixedMax !== undefined && high <= fixedMax ? fixedMax : high + air,
  };
}

/** The distinct units of a tab's series, for the y axis legend: 'bpm · mL/kg/min'. */
export function unitsLegend(series: readonly ChartSeries[]): string {
  return [...new Set(series.map((line) => line.unit).filter((unit) => unit !== ''))].join(' · ');
}
