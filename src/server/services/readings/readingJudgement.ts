import type { Kysely } from 'kysely';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { elementReference } from '../../../shared/profile-config/elementReference';
import { judgeReading } from '../../../shared/profile-config/judgeReading';
import type { Sex } from '../../../shared/profile-config/referenceFor';
import type { Database } from '../../db/database';
import { findUserById } from '../../db/repositories/usersRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';

export type JudgedDataset = Pick<ProfileDataset, 'reference' | 'structure'>;
export type DatasetLookup = (datasetId: number) => JudgedDataset | undefined;

/** Every dataset of the loaded configs by its id (views show their profile's, so are skipped). */
export function datasetLookupOf(configs: readonly ProfileConfig[]): DatasetLookup {
  const byId = new Map<number, JudgedDataset>();
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) byId.set(dataset.id, dataset);
  }
  return (datasetId) => byId.get(datasetId);
}

/** Whether judging a reading of the dataset depends on the person's sex. */
function judgedBySex(dataset: JudgedDataset): boolean {
  return dataset.structure.elements.some((element) => {
    const reference = elementReference(dataset, element);
    return reference?.male !== undefined || reference?.female !== undefined;
  });
}

/** The person's sex, asked of the database only when some reading's interval depends on it. */
async function sexFor(
  db: Kysely<Database>,
  userId: number,
  datasets: readonly (JudgedDataset | undefined)[],
): Promise<Sex | undefined> {
  if (!datasets.some((dataset) => dataset !== undefined && judgedBySex(dataset))) return undefined;
  return (await findUserById(db, userId))?.gender;
}

/**
 * Readings about to be written for one person, each with its numbers judged against their
 * intervals as they stand now (judgeReading): every way a reading is written goes through here.
 */
export async function judgedForPerson<Reading extends { datasetId: number; values: ReadingValues }>(
  db: Kysely<Database>,
  userId: number,
  readings: readonly Reading[],
  datasetOf: DatasetLookup,
): Promise<Reading[]> {
  const datasets = readings.map((reading) => datasetOf(reading.datasetId));
  const sex = await sexFor(db, userId, datasets);
  return judgedWithSex(readings, datasets, sex);
}

/** The same, where the person's sex is known already (a demo account being made). */
export function judgedWithSex<Reading extends { values: ReadingValues }>(
  readings: readonly Reading[],
  datasets: readonly (JudgedDataset | undefined)[],
  sex: Sex | undefined,
): Reading[] {
  return readings.map((reading, at) => {
    const dataset = datasets[at];
    return dataset === undefined
      ? reading
      : { ...reading, values: judgeReading(dataset, reading.values, sex) };
  });
}
