import { sql, type Kysely, type Transaction } from 'kysely';
import type { ContactStatus, Person } from '../../../shared/api/callingContract';
import type { Database } from '../database';
import type { GrantTerms } from '../tables/careGrantsTable';

export interface ContactPair {
  doctorId: number;
  patientId: number;
}

export interface ContactRow {
  status: ContactStatus;
  other: Person;
}

type Db = Kysely<Database> | Transaction<Database>;

export async function findContact(
  db: Db,
  { doctorId, patientId }: ContactPair,
): Promise<ContactStatus | undefined> {
  const row = await db
    .selectFrom('contacts')
    .select('status')
    .where('doctor_id', '=', doctorId)
    .where('patient_id', '=', patientId)
    .executeTakeFirst();
  return row?.status;
}

/** The doctor's patients, or the patient's doctors, with each link's status, by name. */
export async function listContacts(
  db: Db,
  userId: number,
  side: 'patients' | 'doctors',
): Promise<ContactRow[]> {
  const [mine, theirs] =
    side === 'patients'
      ? (['contacts.doctor_id', 'contacts.patient_id'] as const)
      : (['contacts.patient_id', 'contacts.doctor_id'] as const);
  const rows = await db
    .selectFrom('contacts')
    .innerJoin('users', 'users.id', theirs)
    .select(['contacts.status', 'users.id', 'users.first_name', 'users.last_name', 'users.email'])
    .where(mine, '=', userId)
    .orderBy('users.first_name')
    .orderBy('users.last_name')
    .orderBy('users.id')
    .execute();
  return rows.map(({ status, ...other }) => ({ status, other }));
}

export async function insertContact(
  db: Db,
  pair: ContactPair,
  status: ContactStatus,
): Promise<void> {
  await db
    .insertInto('contacts')
    .values({ doctor_id: pair.doctorId, patient_id: pair.patientId, status })
    .execute();
}

/** A new link with its open invite to invitedUserId; the invite's id. */
export async function insertInvitedContact(
  db: Db,
  pair: ContactPair,
  status: Exclude<ContactStatus, 'active'>,
  invitedUserId: number,
): Promise<number> {
  await insertContact(db, pair, status);
  const invite = await db
    .insertInto('invites')
    .values({
      doctor_id: pair.doctorId,
      patient_id: pair.patientId,
      invited_user_id: invitedUserId,
      answered_at: null,
      answer: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return invite.id;
}

export async function setContactStatus(
  db: Db,
  pair: ContactPair,
  status: ContactStatus,
): Promise<void> {
  await db
    .updateTable('contacts')
    .set({ status })
    .where('doctor_id', '=', pair.doctorId)
    .where('patient_id', '=', pair.patientId)
    .execute();
}

/** Removes the link and closes its open invites; answers whether there was a link. */
export async function deleteContact(db: Db, pair: ContactPair): Promise<boolean> {
  await db
    .updateTable('invites')
    .set({ answered_at: new Date(), answer: 'declined' })
    .where('doctor_id', '=', pair.doctorId)
    .where('patient_id', '=', pair.patientId)
    .where('answered_at', 'is', null)
    .execute();
  // returning, not numDeletedRows: the PGlite dialect does not report affected rows.
  const deleted = await db
    .deleteFrom('contacts')
    .where('doctor_id', '=', pair.doctorId)
    .where('patient_id', '=', pair.patientId)
    .returning('status')
    .execute();
  return deleted.length > 0;
}

export interface InviteRow {
  id: number;
  doctor_id: number;
  patient_id: number;
  invited_user_id: number;
  answered_at: Date | null;
}

/** An invite, locked for its answer. */
export async function findInviteForUpdate(
  db: Transaction<Database>,
  id: number,
): Promise<InviteRow | undefined> {
  return db
    .selectFrom('invites')
    .select(['id', 'doctor_id', 'patient_id', 'invited_user_id', 'answered_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export async function answerInvite(
  db: Db,
  id: number,
  answer: 'accepted' | 'declined',
): Promise<void> {
  await db
    .updateTable('invites')
    .set({ answered_at: new Date(), answer })
    .where('id', '=', id)
    .execute();
}

export interface OpenInvite {
  id: number;
  /** The one who invited: the doctor for a patient, the patient for a doctor. */
  from: Person;
}

/** The invites waiting for this user's answer, newest first. */
export async function listOpenInvites(
  db: Db,
  userId: number,
  isDoctor: boolean,
): Promise<OpenInvite[]> {
  const inviter = isDoctor ? 'invites.patient_id' : 'invites.doctor_id';
  const rows = await db
    .selectFrom('invites')
    .innerJoin('users', 'users.id', inviter)
    .select(['invites.id as invite_id', 'users.id', 'users.first_name', 'users.last_name'])
    .select('users.email')
    .where('invites.invited_user_id', '=', userId)
    .where('invites.answered_at', 'is', null)
    .orderBy('invites.created_at', 'desc')
    .orderBy('invites.id', 'desc')
    .execute();
  return rows.map(({ invite_id, ...from }) => ({ id: invite_id, from }));
}

/** Keeps an invite for an address without an account; false when this inviter has one already. */
export async function insertPendingInvite(
  db: Db,
  invite: {
    inviterId: number;
    email: string;
    invitedAs: 'patient' | 'doctor';
    consent: { sentence: string; terms: GrantTerms } | null;
  },
): Promise<boolean> {
  const inserted = await db
    .insertInto('pending_invites')
    .values({
      inviter_id: invite.inviterId,
      email: invite.email,
      invited_as: invite.invitedAs,
      consent_sentence: invite.consent?.sentence ?? null,
      grant_areas:
        invite.consent?.terms.areas == null ? null : JSON.stringify(invite.consent.terms.areas),
      grant_expires_on: invite.consent?.terms.expiresOn ?? null,
      grant_prescribe: invite.consent?.terms.prescribe ?? false,
    })
    .onConflict((conflict) => conflict.columns(['inviter_id', 'email']).doNothing())
    .returning('id')
    .execute();
  return inserted.length > 0;
}

export interface PendingInviteRow {
  id: number;
  inviter_id: number;
  invited_as: 'patient' | 'doctor';
  consent_sentence: string | null;
  grant_areas: string[] | null;
  grant_expires_on: string | null;
  grant_prescribe: boolean;
}

/** Takes the pending invites of an address (they are opened once). */
export async function takePendingInvites(db: Db, email: string): Promise<PendingInviteRow[]> {
  return db
    .deleteFrom('pending_invites')
    .where('email', '=', email)
    .returning([
      'id',
      'inviter_id',
      'invited_as',
      'consent_sentence',
      'grant_areas',
      sql<string | null>`to_char(grant_expires_on, 'YYYY-MM-DD')`.as('grant_expires_on'),
      'grant_prescribe',
    ])
    .execute();
}
