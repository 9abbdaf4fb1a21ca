import type { Kysely } from 'kysely';
import type { Database } from '../database';
import { preparedStatement, runPrepared } from '../preparedStatements';

/** A doctor's read of a patient's data, to be logged if the patient's grant still allows it. */
export interface DoctorRead {
  doctorId: number;
  patientId: number;
  /** The grant area the data lies in. */
  area: string;
  /** What the log names: the profile (or view) id, or 'workout'. */
  profile: string;
  dataset: { id: number; name: string } | null;
  range: { date_from: string; date_to: string } | null;
  /** yyyy-MM-dd, the server's today: a grant holds through its last day. */
  today: string;
}

export interface DoctorReadOutcome {
  /** Logged, so the read may be answered; false when no grant in force covers it. */
  logged: boolean;
  /** The grant's first read: the patient is to be told. */
  first: boolean;
}

// Prepared once per connection (decision 016): planning this statement again for every batch
// cost several times its running. Its one parameter is the batch as JSON, whatever its size.
const logDoctorReadsStatement = preparedStatement<{ idx: number; first: boolean }>(
  'log_doctor_reads',
  `
    with asked as (
      select * from jsonb_to_recordset($1::jsonb) as asked(
        idx integer, doctor bigint, patient bigint, area text, profile text,
        dataset_id integer, dataset_name text, date_from date, date_to date, today date)
    ),
    allowed as (
      select asked.*, care_grants.id as grant_id, care_grants.first_read_at
        from asked
        join care_grants on care_grants.doctor_id = asked.doctor
                        and care_grants.patient_id = asked.patient
                        and care_grants.revoked_at is null
        join contacts on contacts.doctor_id = asked.doctor
                     and contacts.patient_id = asked.patient
                     and contacts.status = 'active'
       where (care_grants.expires_on is null or care_grants.expires_on >= asked.today)
         and (care_grants.areas is null or care_grants.areas @> jsonb_build_array(asked.area))
    ),
    logged as (
      insert into access_log (reader_user_id, reader_kind, subject_user_id, action, profile,
                              dataset_id, dataset_name, date_from, date_to)
      select doctor, 'doctor', patient, 'read', profile, dataset_id, dataset_name, date_from, date_to
        from allowed
        order by idx
    ),
    marked as (
      update care_grants set first_read_at = now()
       where id in (select grant_id from allowed where first_read_at is null)
         and first_read_at is null
      returning id
    )
    select allowed.idx, allowed.grant_id in (select id from marked) as first
      from allowed`,
  { writes: true },
);

/**
 * Logs a batch of doctors' reads in one statement, each only where the patient's grant is in
 * force for that doctor and covers the area: not revoked, not past its last day, the contact
 * active. The same statement marks each grant's first read. The grant is checked here, by the
 * statement that writes the log, so a read is either logged and answered or refused: a revoke
 * that lands before it refuses the read, one that lands after finds it logged.
 */
export async function logDoctorReads(
  db: Kysely<Database>,
  reads: readonly DoctorRead[],
): Promise<DoctorReadOutcome[]> {
  const rows = reads.map((read, index) => ({
    idx: index,
    doctor: read.doctorId,
    patient: read.patientId,
    area: read.area,
    profile: read.profile,
    dataset_id: read.dataset?.id ?? null,
    dataset_name: read.dataset?.name ?? null,
    date_from: read.range?.date_from ?? null,
    date_to: read.range?.date_to ?? null,
    today: read.today,
  }));
  const result = await runPrepared(db, logDoctorReadsStatement, [JSON.stringify(rows)]);
  const outcomes: DoctorReadOutcome[] = reads.map(() => ({ logged: false, first: false }));
  // Of several first reads of one grant in a batch, one tells the patient.
  const told = new Set<string>();
  for (const row of result) {
    const read = reads[row.idx];
    if (!read) continue;
    const grant = `${read.doctorId}:${read.patientId}`;
    const first = row.first && !told.has(grant);
    if (first) told.add(grant);
    outcomes[row.idx] = { logged: true, first };
  }
  return outcomes;
}
