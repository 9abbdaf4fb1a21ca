import type { ColumnType, Generated } from 'kysely';
import type {
  AccessAction,
  AccessReaderKind,
  LinkAccessOutcome,
} from '../../../shared/api/careTeamParameters';

/**
 * One access to a person's data, as one FHIR AuditEvent (IHE BALP PatientRead): who (an
 * account, or a partner laboratory), whose, what (profile, dataset), which range, when, and
 * what was done (read, import, export).
 */
export interface AccessLogTable {
  id: Generated<number>;
  /** The reader's account; null for a partner laboratory. */
  reader_user_id: number | null;
  reader_kind: AccessReaderKind;
  /** The partner laboratory's id, for reader_kind 'partner'. */
  partner: string | null;
  subject_user_id: number;
  action: AccessAction;
  profile: string | null;
  dataset_id: number | null;
  dataset_name: string | null;
  /** yyyy-MM-dd */
  date_from: string | null;
  /** yyyy-MM-dd */
  date_to: string | null;
  /** The name a passcode link's recipient typed, for reader_kind 'link'. */
  recipient: ColumnType<string | null, string | null | undefined, never>;
  /** The passcode link opened (or tried), for reader_kind 'link'. */
  share_link_id: ColumnType<number | null, number | null | undefined, never>;
  /** What a passcode link's manifest request came to, for reader_kind 'link'. */
  outcome: ColumnType<LinkAccessOutcome | null, LinkAccessOutcome | null | undefined, never>;
  at: ColumnType<Date, never, never>;
}
