import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { insertReading, type NewReading } from './readingsRepository';

export interface PartnerResult {
  /** The partner's id for the result (its Observation id). */
  sourceId: string;
  reading: NewReading;
}

/**
 * Stores the results not stored before, each as a reading, in one transaction; returns how
 * many were new. The person's row is locked meanwhile, so two imports at once cannot both
 * store the same result.
 */
export async function storeNewPartnerResults(
  db: Kysely<Database>,
  userId: number,
  partner: string,
  results: readonly PartnerResult[],
): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const known = new Set(
      results.length === 0
        ? []
        : (
            await trx
              .selectFrom('imported_results')
              .select('source_id')
              .where('user_id', '=', userId)
              .where('partner', '=', partner)
              .where(
                'source_id',
                'in',
                results.map((result) => result.sourceId),
              )
              .execute()
          ).map((row) => row.source_id),
    );
    let stored = 0;
    for (const result of results) {
      if (known.has(result.sourceId)) continue;
      known.add(result.sourceId);
      const readingId = await insertReading(trx, result.reading);
      await trx
        .insertInto('imported_results')
        .values({ user_id: userId, partner, source_id: result.sourceId, reading_id: readingId })
        .execute();
      stored += 1;
    }
    return stored;
  });
}
