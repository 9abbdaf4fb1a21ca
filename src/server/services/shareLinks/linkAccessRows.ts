import type { AccessLogRow, AccessReader } from '../../../shared/api/careTeamContract';
import type { AccessLogEntryRow } from '../../db/repositories/accessLogRepository';

/** A passcode link's recipient as the log's reader: the name they typed, no account. */
export function linkRecipientReader(row: AccessLogEntryRow): AccessReader {
  return { id: null, first_name: row.recipient ?? '', last_name: '', kind: 'link' };
}

/** The link part of a log row: its label and what the request came to; nothing for other readers. */
export function linkAccessOf(row: AccessLogEntryRow): Pick<AccessLogRow, 'link'> {
  if (row.reader_kind !== 'link') return {};
  return { link: { label: row.link_label ?? null, outcome: row.outcome ?? 'opened' } };
}
