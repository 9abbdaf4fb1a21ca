import type { ProfileConfig } from '../profile-config/profileConfigSchema';
import type { DatasetFacts } from './profileFactsContract';

/** The facts of a config's datasets, for those that have any. */
export function datasetFactsOf(config: Pick<ProfileConfig, 'datasets'>): DatasetFacts[] {
  return config.datasets.flatMap(({ id, loinc, reference }) => {
    const facts: DatasetFacts = {
      dataset: id,
      ...(loinc === undefined ? {} : { loinc }),
      ...(reference?.note === undefined ? {} : { note: reference.note }),
      ...(reference?.source === undefined ? {} : { source: reference.source }),
    };
    return Object.keys(facts).length > 1 ? [facts] : [];
  });
}
