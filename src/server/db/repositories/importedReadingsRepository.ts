import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';
import type { ReadingValues } from '../tables/readingsTable';
import { recordAccess, type AccessEntry } from './accessLogRepository';
import {
  insertSessionsNotHeld,
  type ImportedSession,
  type RecreatedRoutine,
  type StoredSessions,
} from './importedSessionsRepository';
import { insertReadings, type NewReading } from './readingsRepository';

/** A reading as the import compares it: created_on as 'yyyy-MM-dd HH:mm:ss'. */
export type ImportedReading = Omit<NewReading, 'userId'>;

/** JSON with its keys sorted at every level: equal values give equal text, as jsonb equality has it. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What makes two readings the same one: the dataset, the wall-clock time and the values. */
export function readingIdentity(
  datasetId: number,
  createdOn: string,
  values: ReadingValues,
): string {
  return `${datasetId}|${createdOn}|${canonicalJson(values)}`;
}

/** The identities of the readings a user holds in these datasets between two times (inclusive). */
async function heldReadingIdentities(
  db: Kysely<Database>,
  userId: number,
  readings: readonly ImportedReading[],
): Promise<Set<string>> {
  const datasetIds = [...new Set(readings.map((reading) => reading.datasetId))];
  const times = readings.map((reading) => reading.createdOn).sort();
  const rows = await db
    .selectFrom('readings')
    .select([
      'dataset_id',
      sql<string>`to_char(created_on, 'YYYY-MM-DD HH24:MI:SS')`.as('created_on'),
      'values',
    ])
    .where('user_id', '=', userId)
    .where('dataset_id', 'in', datasetIds)
    .where('created_on', '>=', times[0] ?? '')
    .where('created_on', '<=', times.at(-1) ?? '')
    .execute();
  return new Set(rows.map((row) => readingIdentity(row.dataset_id, row.created_on, row.values)));
}

export interface StoredImport {
  readings: number;
  sessions: StoredSessions;
}

/**
 * Stores the readings and the routine sessions the user does not hold yet (nor repeats
 * within the lists), in one transaction with the access-log entry (when anything is stored):
 * all of it or, on any failure, none. The person's row is locked first, so two imports of the
 * same bundle at once run one after the other and the second finds the first's readings and
 * sessions held, on PostgreSQL as on the embedded database. The readings go in through
 * insertReadings, whose statements bump the datasets' versions (migration 010), so kept chart
 * replies are not served again.
 */
export async function storeImportNotHeld(
  db: Kysely<Database>,
  userId: number,
  imported: { readings: readonly ImportedReading[]; sessions: readonly ImportedSession[] },
  recreated: RecreatedRoutine,
  accessEntry: Omit<AccessEntry, 'subjectUserId'>,
): Promise<StoredImport> {
  const { readings } = imported;
  if (readings.length === 0 && imported.sessions.length === 0) {
    return { readings: 0, sessions: { imported: 0, routinesCreated: 0 } };
  }
  return db.transaction().execute(async (trx) => {
    await trx.selectFrom('users').select('id').where('id', '=', userId).forUpdate().execute();
    const held =
      readings.length === 0
        ? new Set<string>()
        : await heldReadingIdentities(trx, userId, readings);
    const fresh: NewReading[] = [];
    for (const reading of readings) {
      const identity = readingIdentity(reading.datasetId, reading.createdOn, reading.values);
      if (held.has(identity)) continue;
      held.add(identity);
      fresh.push({ ...reading, userId });
    }
    if (fresh.length > 0) await insertReadings(trx, fresh);
    const sessions = await insertSessionsNotHeld(trx, userId, imported.sessions, recreated);
    if (fresh.length > 0 || sessions.imported > 0) {
      await recordAccess(trx, { ...accessEntry, subjectUserId: userId });
    }
    return { readings: fresh.length, sessions };
  });
}
