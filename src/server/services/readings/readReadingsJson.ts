import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  readingsJsonInRange,
  readingsVersion,
  type ReadingsRangeQuery,
} from '../../db/repositories/readingsRepository';
import {
  readingsCacheKeyPrefix,
  type KeptReadings,
  type ReadingsJsonCache,
} from './readingsJsonCache';

/**
 * A date-range read: the kept reply when the dataset is still at the version it was read at
 * (one primary-key lookup), else a fresh read, kept for next time. Reading the same chart
 * again (a tab switched back to, a page reopened) then costs the database almost nothing.
 */
export async function readReadingsJson(
  db: Kysely<Database>,
  cache: ReadingsJsonCache,
  query: ReadingsRangeQuery,
): Promise<KeptReadings> {
  const datasetKey = [
    query.datasetId,
    query.dateFrom,
    query.dateTo,
    query.dateField,
    query.withTime,
  ].join('|');
  const key = readingsCacheKeyPrefix(query.userId) + datasetKey;
  const kept = cache.get(key);
  if (kept && kept.version === (await readingsVersion(db, query.userId, query.datasetId))) {
    return kept;
  }
  const { count, json, version } = await readingsJsonInRange(db, query);
  const fresh = { count, version, json: Buffer.from(json) };
  cache.set(key, fresh);
  return fresh;
}
