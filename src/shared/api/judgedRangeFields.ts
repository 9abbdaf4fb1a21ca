// Apart from the reply schemas (readingContract), so the browser reads them without TypeBox.

/**
 * A reading's verdict on one of its numbers, as the laboratory's report gives it: critically
 * low, low, normal, high, critically high (the v3 ObservationInterpretation codes).
 */
export const JUDGEMENT_FLAGS = ['LL', 'L', 'N', 'H', 'HH'] as const;
export type JudgementFlag = (typeof JUDGEMENT_FLAGS)[number];

/** Whose interval a number was judged against: the config's typical one, or its laboratory's. */
export const RANGE_SOURCES = ['typical', 'laboratory'] as const;
export type RangeSource = (typeof RANGE_SOURCES)[number];

/** The endings of the names a reading keeps its judgement under; no element may end so. */
export const JUDGEMENT_SUFFIXES = {
  low: '_reference_low',
  high: '_reference_high',
  flag: '_reference_flag',
  source: '_reference_source',
} as const;

export interface JudgedRangeFields {
  low: string;
  high: string;
  flag: string;
  source: string;
}

/**
 * Where a reading keeps, beside one of its values, the interval that value was judged against
 * when it was written and the verdict: reserved names in a record, read back with it.
 */
export function judgedRangeFieldsOf(field: string): JudgedRangeFields {
  return {
    low: `${field}${JUDGEMENT_SUFFIXES.low}`,
    high: `${field}${JUDGEMENT_SUFFIXES.high}`,
    flag: `${field}${JUDGEMENT_SUFFIXES.flag}`,
    source: `${field}${JUDGEMENT_SUFFIXES.source}`,
  };
}
