import { sql, type Kysely } from 'kysely';
import type { AccessAction, AccessReaderKind } from '../../../shared/api/careTeamParameters';
import type { Database } from '../database';

/** One access to record: who, whose, what, which range, what was done. */
export interface AccessEntry {
  readerUserId: number | null;
  readerKind: AccessReaderKind;
  partner?: string | null;
  subjectUserId: number;
  action: AccessAction;
  profile: string | null;
  dataset?: { id: number; name: string } | null;
  range?: { date_from: string; date_to: string } | null;
}

function entryRow(entry: AccessEntry) {
  return {
    reader_user_id: entry.readerUserId,
    reader_kind: entry.readerKind,
    partner: entry.partner ?? null,
    subject_user_id: entry.subjectUserId,
    action: entry.action,
    profile: entry.profile,
    dataset_id: entry.dataset?.id ?? null,
    dataset_name: entry.dataset?.name ?? null,
    date_from: entry.range?.date_from ?? null,
    date_to: entry.range?.date_to ?? null,
  };
}

export async function recordAccess(db: Kysely<Database>, entry: AccessEntry): Promise<void> {
  await db.insertInto('access_log').values(entryRow(entry)).execute();
}

export interface AccessLogFilter {
  subjectUserId: number;
  /** yyyy-MM-dd, inclusive, in the server's time zone. */
  from?: string | undefined;
  to?: string | undefined;
  page: number;
  pageSize: number;
}

export interface AccessLogEntryRow {
  id: number;
  at: Date;
  action: AccessAction;
  reader_kind: AccessReaderKind;
  reader_user_id: number | null;
  partner: string | null;
  first_name: string | null;
  last_name: string | null;
  profile: string | null;
  dataset_id: number | null;
  dataset_name: string | null;
  date_from: string | null;
  date_to: string | null;
}

/** One page of a person's log, newest first, and how many rows the filter holds. */
export async function listAccessLog(
  db: Kysely<Database>,
  filter: AccessLogFilter,
): Promise<{ rows: AccessLogEntryRow[]; total: number }> {
  let query = db
    .selectFrom('access_log')
    .where('access_log.subject_user_id', '=', filter.subjectUserId);
  if (filter.from !== undefined) {
    query = query.where(sql<boolean>`access_log.at >= ${filter.from}::date`);
  }
  if (filter.to !== undefined) {
    query = query.where(sql<boolean>`access_log.at < ${filter.to}::date + 1`);
  }
  const counted = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await query
    .leftJoin('users', 'users.id', 'access_log.reader_user_id')
    .select([
      'access_log.id',
      'access_log.at',
      'access_log.action',
      'access_log.reader_kind',
      'access_log.reader_user_id',
      'access_log.partner',
      'users.first_name',
      'users.last_name',
      'access_log.profile',
      'access_log.dataset_id',
      'access_log.dataset_name',
      'access_log.date_from',
      'access_log.date_to',
    ])
    .orderBy('access_log.at', 'desc')
    .orderBy('access_log.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows, total: counted.total };
}
