import {
  judgedRangeFieldsOf,
  type JudgementFlag,
  type RangeSource,
} from '../api/judgedRangeFields';
import type { ProfileDataset, ReferenceInterval } from './datasetSchema';
import { elementReference } from './elementReference';
import { withoutJudgement } from './judgementFieldsOfDataset';
import { referenceFor, type Sex } from './referenceFor';
import { storedNameOf } from './storedNameOf';

type Values = Record<string, number | string>;
type Interval = Pick<ReferenceInterval, 'low' | 'high'>;

/** Where a value lies: beyond a critical limit first, then against its interval. */
export function judgementFlagOf(
  value: number,
  interval: Interval,
  critical: Interval | undefined,
): JudgementFlag {
  if (critical?.low !== undefined && value < critical.low) return 'LL';
  if (critical?.high !== undefined && value > critical.high) return 'HH';
  if (interval.low !== undefined && value < interval.low) return 'L';
  if (interval.high !== undefined && value > interval.high) return 'H';
  return 'N';
}

const numberOrUndefined = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/**
 * A reading's values with, beside each number that has an interval, the interval it is judged
 * against and the verdict, as they stand when it is written: the laboratory's own interval
 * where the reading brings one, otherwise the config's typical interval for the person's sex
 * at that time. Later changes of the config or of the person do not change a stored verdict.
 */
export function judgeReading(
  dataset: Pick<ProfileDataset, 'reference' | 'structure'>,
  values: Values,
  sex: Sex | undefined,
): Values {
  const judged: Values = withoutJudgement(dataset, values);
  for (const element of dataset.structure.elements) {
    if (element.value_type !== 'integer' && element.value_type !== 'decimal') continue;
    const field = storedNameOf(element);
    const value = numberOrUndefined(values[field]);
    const fields = judgedRangeFieldsOf(field);
    const reference = elementReference(dataset, element);
    const brought = {
      low: numberOrUndefined(values[fields.low]),
      high: numberOrUndefined(values[fields.high]),
    };
    const broughtSource = values[fields.source] === 'typical' ? 'typical' : 'laboratory';
    const kept = brought.low !== undefined || brought.high !== undefined;
    const interval = kept ? brought : referenceFor(reference, sex);
    if (value === undefined || interval === undefined) continue;
    const source: RangeSource = kept ? broughtSource : 'typical';
    if (interval.low !== undefined) judged[fields.low] = interval.low;
    if (interval.high !== undefined) judged[fields.high] = interval.high;
    judged[fields.source] = source;
    judged[fields.flag] = judgementFlagOf(value, interval, reference?.critical);
  }
  return judged;
}
