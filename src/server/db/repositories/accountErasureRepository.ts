import { sql, type Kysely } from 'kysely';
import type { Database } from '../database';

type Db = Kysely<Database>;

/** The account to erase and the keys its rows are found by besides its id. */
export interface AccountToErase {
  userId: number;
  /** Trimmed and lower-cased, as throttles and invites compare it. */
  email: string;
  /** The throttle subjects that stand for this person (their email, their pin's key). */
  throttleSubjects: string[];
}

/**
 * Ends every grant the person gave or holds, on its own and before the erasure, so a doctor's
 * read that arrives while the rest is removed is already refused.
 */
export async function revokeGrantsOf(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('care_grants')
    .set({ revoked_at: new Date() })
    .where((eb) => eb.or([eb('patient_id', '=', userId), eb('doctor_id', '=', userId)]))
    .where('revoked_at', 'is', null)
    .execute();
}

/** The meetings the person booked or was booked into, by their public id. */
export async function meetingIdsOf(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('meetings')
    .select('meeting_id')
    .where((eb) => eb.or([eb('doctor_id', '=', userId), eb('patient_id', '=', userId)]))
    .execute();
  return rows.map((row) => row.meeting_id);
}

/**
 * Removes every row that carries the person; run it in one transaction. The tables whose
 * user column references users with `on delete cascade` (sessions, password resets, pins,
 * consents, care grants, contacts, invites, meetings, routines and their sessions, imported
 * results, and any table added later that declares it) go with the user row; what is keyed
 * by text or has no reference is removed here by name.
 */
export async function eraseAccountRows(trx: Db, account: AccountToErase): Promise<void> {
  const { userId, email, throttleSubjects } = account;

  // Parked signalling messages name a meeting, not a person: those of the person's meetings.
  // Matched as text, so one payload that is not JSON cannot stop an erasure.
  await sql`
    delete from signal_payloads
     where exists (
       select 1 from meetings
        where (doctor_id = ${userId} or patient_id = ${userId})
          and position('"meeting":' || to_json(meetings.meeting_id)::text in signal_payloads.payload) > 0)
  `.execute(trx);

  // A patient's log of who read their data is the patient's: a read by the person stays in
  // it, with the reader no longer named. What the log holds about the person goes.
  await trx
    .updateTable('access_log')
    .set({ reader_user_id: null })
    .where('reader_user_id', '=', userId)
    .where('subject_user_id', '<>', userId)
    .execute();
  await trx.deleteFrom('access_log').where('subject_user_id', '=', userId).execute();

  // Deleting readings makes the database write their datasets' versions again (migration
  // 010's trigger, cascades included), so the readings go first and the versions after.
  await trx.deleteFrom('readings').where('user_id', '=', userId).execute();

  await trx
    .deleteFrom('pending_invites')
    .where(sql<string>`lower(email)`, '=', email)
    .execute();
  // Consents to a doctor named the doctor in text before grants existed (migration 011).
  await trx.deleteFrom('consents').where('grantee', '=', `doctor:${userId}`).execute();

  if (throttleSubjects.length > 0) {
    await trx.deleteFrom('throttle_counts').where('subject', 'in', throttleSubjects).execute();
    await trx.deleteFrom('throttle_events').where('subject', 'in', throttleSubjects).execute();
  }

  // A second erasure sent at the same moment finds the person gone and removes nothing more:
  // what was asked is done either way.
  await trx.deleteFrom('users').where('id', '=', userId).execute();
}
