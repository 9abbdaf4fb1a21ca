import type { ColumnType, Generated } from 'kysely';
import type { AccessAction, AccessReaderKind } from '../../../shared/api/careTeamParameters';

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
  at: ColumnType<Date, never, never>;
}
