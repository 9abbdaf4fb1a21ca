import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { deleteExpiredRequestCounts } from '../../db/repositories/requestRateCountsRepository';
import { deleteExpiredThrottleCounts } from '../../db/repositories/throttleCountsRepository';

/**
 * Removes the counts whose windows have all ended. They limit nothing any more; without this
 * every address and every email ever counted would keep a row.
 */
export async function deleteExpiredCounts(db: Kysely<Database>): Promise<void> {
  await deleteExpiredRequestCounts(db);
  await deleteExpiredThrottleCounts(db);
}
