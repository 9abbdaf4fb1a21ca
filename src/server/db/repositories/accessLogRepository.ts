import { sql, type Kysely, type SelectQueryBuilder } from 'kysely';
import type {
  AccessAction,
  AccessLogReaders,
  AccessReaderKind,
  LinkAccessOutcome,
} from '../../../shared/api/careTeamParameters';
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

/** How long one row stands for a person's own reads of one pin-gated profile. */
export const OWN_READS_LOGGED_EVERY = '1 hour';

/** A person's own read of a pin-gated profile: whose, which profile, which dataset and range. */
export interface OwnPinnedRead {
  userId: number;
  profile: string;
  dataset: { id: number; name: string } | null;
  range: { date_from: string; date_to: string } | null;
}

/**
 * Logs a person's own pinned read unless one of the same profile is logged within the hour
 * (decision 036): each tab of an unlocked profile is a read, and the log is for seeing who
 * else looked. One statement, as a plain insert was: the check costs no extra round trip.
 */
export async function recordOwnPinnedRead(
  db: Kysely<Database>,
  read: OwnPinnedRead,
): Promise<void> {
  await sql`
    insert into access_log
      (reader_user_id, reader_kind, subject_user_id, action, profile,
       dataset_id, dataset_name, date_from, date_to)
    select ${read.userId}::integer, 'self', ${read.userId}::integer, 'read', ${read.profile}::text,
      ${read.dataset?.id ?? null}::integer, ${read.dataset?.name ?? null}::text,
      ${read.range?.date_from ?? null}::date, ${read.range?.date_to ?? null}::date
    where not exists (
      select 1 from access_log
      where subject_user_id = ${read.userId} and reader_kind = 'self' and action = 'read'
        and profile = ${read.profile} and at > now() - ${OWN_READS_LOGGED_EVERY}::interval
    )`.execute(db);
}

export interface AccessLogFilter {
  subjectUserId: number;
  /** 'others' leaves out the person's own rows (their pinned reads, exports, imports). */
  readers: AccessLogReaders;
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
  /** A passcode link's access: the name its recipient typed, the link's label, what came of it. */
  recipient?: string | null;
  link_label?: string | null;
  outcome?: LinkAccessOutcome | null;
}

/** The passcode link's columns of a log row (null for every other reader). */
const LINK_COLUMNS = [
  'access_log.recipient',
  'access_log.outcome',
  'share_links.label as link_label',
] as const;

/** A selection of log rows with what a log entry shows: the reader's name, the link's label. */
function withEntryColumns(query: SelectQueryBuilder<Database, 'access_log', object>) {
  return query
    .leftJoin('users', 'users.id', 'access_log.reader_user_id')
    .leftJoin('share_links', 'share_links.id', 'access_log.share_link_id')
    .select(LINK_COLUMNS)
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
    ]);
}

/** One page of a person's log, newest first, and how many rows the filter holds. */
export async function listAccessLog(
  db: Kysely<Database>,
  filter: AccessLogFilter,
): Promise<{ rows: AccessLogEntryRow[]; total: number }> {
  let query = db
    .selectFrom('access_log')
    .where('access_log.subject_user_id', '=', filter.subjectUserId);
  if (filter.readers === 'others') {
    query = query.where('access_log.reader_kind', '<>', 'self');
  }
  if (filter.from !== undefined) {
    query = query.where(sql<boolean>`access_log.at >= ${filter.from}::date`);
  }
  if (filter.to !== undefined) {
    query = query.where(sql<boolean>`access_log.at < ${filter.to}::date + 1`);
  }
  const counted = await query
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  const rows = await withEntryColumns(query)
    .orderBy('access_log.at', 'desc')
    .orderBy('access_log.id', 'desc')
    .limit(filter.pageSize)
    .offset((filter.page - 1) * filter.pageSize)
    .execute();
  return { rows, total: counted.total };
}

/**
 * One page of a person's whole log, newest first, after the row with id `beforeId` (keyset
 * pagination by id, which grows with time: an export reads any length of log a page at a time).
 */
export async function accessLogPageBefore(
  db: Kysely<Database>,
  query: { subjectUserId: number; beforeId: number | null; limit: number },
): Promise<AccessLogEntryRow[]> {
  let select = withEntryColumns(
    db.selectFrom('access_log').where('access_log.subject_user_id', '=', query.subjectUserId),
  );
  if (query.beforeId !== null) select = select.where('access_log.id', '<', query.beforeId);
  return select.orderBy('access_log.id', 'desc').limit(query.limit).execute();
}
