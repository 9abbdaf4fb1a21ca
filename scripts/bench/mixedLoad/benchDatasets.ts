import { DateTime } from 'luxon';
import { datasetToJsonSchema } from '../../../src/shared/profile-config/datasetToJsonSchema';
import type { ProfileConfig } from '../../../src/shared/profile-config/profileConfigSchema';
import { recordDateOf } from '../../../src/shared/profile-config/recordDate';
import { exampleBody } from '../../../tests/support/exampleBody';
import { datasetById, type DatasetInConfig } from '../../../tests/support/profileConfigLookup';

/**
 * The charted datasets people read and write, first the two the smaller database holds:
 * Blood Pressure (2 fields), Workout (18 fields), then Resting and Recovery Heart Rate, Body
 * Mass, Exercise Time, Step Count and the 6 min Walking Test: four profiles, narrow and wide.
 */
const BENCH_DATASET_IDS = [14, 13, 12, 11, 15, 1, 10, 38] as const;

/** A dataset as the load uses it: where it is read and written, and a body its write accepts. */
export interface BenchDataset extends DatasetInConfig {
  /** A body the dataset's write accepts, dated today (so one read of today finds every write). */
  writeBody: string;
}

export function benchDatasets(configs: readonly ProfileConfig[], count: number): BenchDataset[] {
  if (count < 1 || count > BENCH_DATASET_IDS.length) {
    throw new Error(`--datasets must be from 1 to ${BENCH_DATASET_IDS.length}, got ${count}`);
  }
  const today = DateTime.local();
  return BENCH_DATASET_IDS.slice(0, count).map((id) => {
    const found = datasetById(configs, id);
    if ((found.tab.read_method ?? 'POST') !== 'POST' || found.config.pin) {
      throw new Error(`${found.dataset.name}: the mixed load reads plain POST chart tabs only`);
    }
    const schema = datasetToJsonSchema(found.dataset, recordDateOf(found.config));
    return { ...found, writeBody: JSON.stringify(exampleBody(schema, today)) };
  });
}
