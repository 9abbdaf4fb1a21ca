import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import type { NewReading } from '../../db/repositories/readingsRepository';

/** The dataset a run's pain is written to, and the stored names of its two ratings. */
export interface RunPainTarget {
  datasetId: number;
  before: string;
  after: string;
}

/**
 * The one dataset whose config declares `from_runs` (the config check allows at most one),
 * or undefined when none does: runs then keep their pain to themselves.
 */
export function runPainTargetOf(configs: readonly ProfileConfig[]): RunPainTarget | undefined {
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    const dataset = config.datasets.find((candidate) => candidate.from_runs !== undefined);
    if (dataset?.from_runs) {
      return {
        datasetId: dataset.id,
        before: storedNameOf(elementNamed(dataset, dataset.from_runs.before)),
        after: storedNameOf(elementNamed(dataset, dataset.from_runs.after)),
      };
    }
  }
  return undefined;
}

function elementNamed(dataset: ProfileDataset, name: string) {
  const element = dataset.structure.elements.find((candidate) => candidate.name === name);
  // The config check at load refuses a from_runs naming no element.
  if (!element) throw new Error(`Dataset ${dataset.id} has no element ${name}`);
  return element;
}

/**
 * The reading a saved run's pain makes, at the run's time: only with both ratings, since a
 * reading of the dataset holds both (decision 045).
 */
export function runPainReading(
  target: RunPainTarget | undefined,
  userId: number,
  run: { created_on: string; pain_before?: number | undefined; pain_after?: number | undefined },
): NewReading | undefined {
  if (!target || run.pain_before === undefined || run.pain_after === undefined) return undefined;
  return {
    userId,
    datasetId: target.datasetId,
    // The run's yyyy-MM-dd HH:mm, stored as readings are (readingTimestamps.ts).
    createdOn: `${run.created_on}:00`,
    values: { [target.before]: run.pain_before, [target.after]: run.pain_after },
  };
}
