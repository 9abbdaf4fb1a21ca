import type { Kysely } from 'kysely';
import type { Database } from '../database';

export interface DataAccessRecord {
  readerUserId: number;
  subjectUserId: number;
  datasetId: number;
  dateFrom: string;
  dateTo: string;
}

export async function recordDataAccess(
  db: Kysely<Database>,
  access: DataAccessRecord,
): Promise<void> {
  await db
    .insertInto('data_access_audit')
    .values({
      reader_user_id: access.readerUserId,
      subject_user_id: access.subjectUserId,
      dataset_id: access.datasetId,
      date_from: access.dateFrom,
      date_to: access.dateTo,
    })
    .execute();
}
