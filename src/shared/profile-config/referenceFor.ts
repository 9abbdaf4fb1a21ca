import type { GENDERS } from '../api/accountContract';
import type { ReferenceInterval } from './datasetSchema';

export type Sex = (typeof GENDERS)[number];

/**
 * The interval to draw for one person: the one for their sex where the config gives it,
 * otherwise the general one. Undefined when nothing applies (an interval given only for the
 * other sex, or none at all), so no band is drawn rather than a wrong one.
 */
export function referenceFor(
  reference: ReferenceInterval | undefined,
  sex: Sex | undefined,
): Pick<ReferenceInterval, 'low' | 'high'> | undefined {
  if (reference === undefined) return undefined;
  const bySex = sex === 'Male' ? reference.male : sex === 'Female' ? reference.female : undefined;
  const chosen = bySex ?? { low: reference.low, high: reference.high };
  if (chosen.low === undefined && chosen.high === undefined) return undefined;
  return {
    ...(chosen.low === undefined ? {} : { low: chosen.low }),
    ...(chosen.high === undefined ? {} : { high: chosen.high }),
  };
}
