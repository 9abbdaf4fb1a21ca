import type { Kysely } from 'kysely';
import { judgedRangeFieldsOf } from '../../../shared/api/judgedRangeFields';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { elementReference } from '../../../shared/profile-config/elementReference';
import { judgeReading } from '../../../shared/profile-config/judgeReading';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import type { Database } from '../../db/database';
import {
  judgedIntervals,
  markJudged,
  readingsToJudge,
  updateReadingValues,
} from '../../db/repositories/readingJudgementsRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';

/** Readings read and written per statement. */
const PAGE_SIZE = 1000;

/** Where an imported result kept its laboratory's interval before each value had its own names. */
const EARLIER_RANGE_FIELDS = { low: 'reference_low', high: 'reference_high' } as const;

const numbersOf = (dataset: ProfileDataset) =>
  dataset.structure.elements.filter(
    (element) => element.value_type === 'integer' || element.value_type === 'decimal',
  );

/** The dataset's intervals as they stand, to tell whether its readings were judged with them. */
function intervalsText(dataset: ProfileDataset): string {
  return JSON.stringify(
    numbersOf(dataset).map((element) => elementReference(dataset, element) ?? null),
  );
}

/** A one-value reading's laboratory interval under its value's own names. */
function withRangeNamedForValue(dataset: ProfileDataset, values: ReadingValues): ReadingValues {
  const [only, ...others] = numbersOf(dataset);
  const { [EARLIER_RANGE_FIELDS.low]: low, [EARLIER_RANGE_FIELDS.high]: high, ...rest } = values;
  if (only === undefined || others.length > 0 || (low === undefined && high === undefined)) {
    return values;
  }
  const fields = judgedRangeFieldsOf(storedNameOf(only));
  return {
    ...rest,
    ...(low === undefined ? {} : { [fields.low]: low }),
    ...(high === undefined ? {} : { [fields.high]: high }),
  };
}

const sameValues = (a: ReadingValues, b: ReadingValues) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

async function judgeDataset(db: Kysely<Database>, dataset: ProfileDataset): Promise<number> {
  let changed = 0;
  let after = 0;
  for (;;) {
    const page = await readingsToJudge(db, dataset.id, after, PAGE_SIZE);
    const changes = [];
    for (const reading of page) {
      const judged = judgeReading(
        dataset,
        withRangeNamedForValue(dataset, reading.values),
        reading.sex,
      );
      if (!sameValues(judged, reading.values)) changes.push({ id: reading.id, values: judged });
    }
    await updateReadingValues(db, changes);
    changed += changes.length;
    const last = page.at(-1);
    if (last === undefined || page.length < PAGE_SIZE) return changed;
    after = last.id;
  }
}

/**
 * Judges, once, the stored readings of every dataset whose intervals they were not judged with
 * yet: readings kept before verdicts were stored, or before a config gave their dataset an
 * interval. A reading's verdict is made when it is written; later passes only add verdicts
 * where none is, so an edited interval never moves the one a reading was judged against. Returns how many
 * readings it changed.
 */
export async function judgeStoredReadings(
  db: Kysely<Database>,
  configs: readonly ProfileConfig[],
): Promise<number> {
  const judged = await judgedIntervals(db);
  let changed = 0;
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) {
      if (numbersOf(dataset).length === 0) continue;
      const intervals = intervalsText(dataset);
      if (judged.get(dataset.id) === intervals) continue;
      changed += await judgeDataset(db, dataset);
      await markJudged(db, dataset.id, intervals);
    }
  }
  return changed;
}
