import type { Kysely } from 'kysely';
import type { SummaryRunPain } from '../../../shared/api/patientSummaryContract';
import type { Database } from '../../db/database';

/**
 * The pain recorded around a person's routine runs from the day `since` on, newest first: the
 * one place the patient summary reads it, under the Workout area. Routine sessions record no
 * pain yet (src/server/db/tables/routineSessionsTable.ts), so there is none to read; once they
 * record pain before and after a run and the exercises that hurt, this reads them, and the
 * summary's pain and training parts show them with nothing else changed.
 */
export function runPainSince(
  _db: Kysely<Database>,
  _query: { userId: number; since: string },
): Promise<SummaryRunPain[]> {
  return Promise.resolve([]);
}
