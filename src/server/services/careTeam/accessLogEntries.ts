import type { AccessLogRow, AccessReader } from '../../../shared/api/careTeamContract';
import { accountMessages } from '../../../shared/messages/accountMessages';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { AccessLogEntryRow } from '../../db/repositories/accessLogRepository';
import { partnerNameOf } from '../../../shared/profile-config/partnersOf';
import { linkAccessOf, linkRecipientReader } from '../shareLinks/linkAccessRows';

/**
 * Stored access-log rows as the person reads them (the Sharing page's log and the export's
 * access-log.csv): a partner laboratory by its configured name, a passcode link by its
 * recipient, an erased account as such, any other account by its name.
 */
export function accessLogEntries(
  profileConfigs: readonly ProfileConfig[],
): (row: AccessLogEntryRow) => AccessLogRow {
  const partnerName = partnerNameOf(profileConfigs);

  function readerOf(row: AccessLogEntryRow): AccessReader {
    if (row.reader_kind === 'link') return linkRecipientReader(row);
    if (row.reader_kind === 'partner') {
      const name = partnerName(row.partner ?? '') ?? row.partner ?? 'Partner laboratory';
      return { id: null, first_name: name, last_name: '', kind: 'partner' };
    }
    // A doctor who erased their account: the read stays in the patient's log, unnamed.
    if (row.reader_kind === 'doctor' && row.reader_user_id === null) {
      const name = accountMessages.deletedAccountName;
      return { id: null, first_name: name, last_name: '', kind: 'doctor' };
    }
    return {
      id: row.reader_user_id,
      first_name: row.first_name ?? '',
      last_name: row.last_name ?? '',
      kind: row.reader_kind,
    };
  }

  return (row) => ({
    id: row.id,
    at: row.at.toISOString(),
    action: row.action,
    reader: readerOf(row),
    profile: row.profile,
    dataset_id: row.dataset_id,
    dataset_name: row.dataset_name,
    date_from: row.date_from,
    date_to: row.date_to,
    ...linkAccessOf(row),
  });
}
