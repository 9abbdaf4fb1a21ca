import { judgedRangeFieldsOf, type JudgedRangeFields } from '../api/judgedRangeFields';
import type { ProfileDataset } from './datasetSchema';
import { storedNameOf } from './storedNameOf';

/** The judgement fields a reading of the dataset may hold: one set per number it records. */
export function judgementFieldsOfDataset(
  dataset: Pick<ProfileDataset, 'structure'>,
): JudgedRangeFields[] {
  return dataset.structure.elements
    .filter((element) => element.value_type === 'integer' || element.value_type === 'decimal')
    .map((element) => judgedRangeFieldsOf(storedNameOf(element)));
}

/** The values without any judgement: what a person wrote, or a file brought, and nothing else. */
export function withoutJudgement<Values extends Record<string, number | string>>(
  dataset: Pick<ProfileDataset, 'structure'>,
  values: Values,
): Values {
  const judgement = new Set<string>(
    judgementFieldsOfDataset(dataset).flatMap((fields) => [
      fields.low,
      fields.high,
      fields.flag,
      fields.source,
    ]),
  );
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !judgement.has(name)),
  ) as Values;
}
