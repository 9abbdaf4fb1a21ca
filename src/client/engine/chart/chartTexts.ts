import type { JudgementFlag } from '../../../shared/api/judgedRangeFields';
import type { Interval, RangeFlag } from './rangeFlags';

/** An interval in words, with its unit after each number when it has one: '1–1.7 mmol/L'. */
function intervalWords({ low, high }: Interval, unit = ''): string {
  const inUnit = unit ? ` ${unit}` : '';
  if (low !== undefined && high !== undefined) return `${low}–${high}${inUnit}`;
  if (low !== undefined) return `at least ${low}${inUnit}`;
  return `at most ${String(high)}${inUnit}`;
}

/**
 * The words of a tab's chart, its legend, its readings table and its test's facts; Motus's
 * own, in the plain style of the messages docs/product.md gives.
 */
export const chartTexts = {
  /** Names the chart as an image: 'Weight (kg) chart from 2026-01-01 to 2026-01-31'. */
  chartLabel: (tabLabel: string, yLegend: string, from: string, to: string) =>
    `${tabLabel}${yLegend ? ` (${yLegend})` : ''} chart from ${from} to ${to}`,
  legend: 'Legend',
  reference: (interval: Interval) =>
    interval.low !== undefined && interval.high !== undefined
      ? `Reference range ${intervalWords(interval)}`
      : `Reference: ${intervalWords(interval)}`,
  outsideReferenceLegend: 'Outside the reference range (▲ above, ▼ below)',
  /** 'Above the reference range (1–1.7)', as a reading's tooltip says where it lies. */
  outsideReference: (flag: RangeFlag, interval: Interval | undefined) => {
    const where = flag === 'high' ? 'Above' : 'Below';
    if (interval === undefined) return `${where} the reference range`;
    return `${where} the reference range (${intervalWords(interval)})`;
  },
  /** H or L, as a laboratory report flags a result. */
  flagLetter: { high: 'H', low: 'L' } satisfies Record<RangeFlag, string>,
  /** The flag said in full to a screen reader. */
  flagWords: {
    high: 'above the reference range',
    low: 'below the reference range',
  } satisfies Record<RangeFlag, string>,
  /** A stored verdict (decision 035) in words: what a laboratory's report prints beside a value. */
  judgement: {
    LL: 'Critically low',
    L: 'Low',
    N: 'Normal',
    H: 'High',
    HH: 'Critically high',
  } satisfies Record<JudgementFlag, string>,

  showAsTable: (count: number) =>
    `Show the ${count === 1 ? 'reading' : `${count.toLocaleString()} readings`} as a table`,
  tableCaption: (tabLabel: string) => `${tabLabel} readings`,
  timeColumn: 'Time',
  downsampled: (total: number, maxPoints: number) =>
    `Showing the shape of ${total.toLocaleString()} readings, thinned to at most ${maxPoints.toLocaleString()} points per line; the highest and lowest readings are kept.`,

  aboutTest: (datasetName: string) => `About ${datasetName}`,
  loinc: 'LOINC',
  unit: 'Unit',
  typicalRange: 'Typical adult range',
  typicalRangeValue: (interval: Interval, unit: string) => intervalWords(interval, unit),
  noTypicalRange: 'None drawn',
  note: 'Note',
  source: 'Source',
} as const;
