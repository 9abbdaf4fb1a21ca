import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../database';
import type { ContactPair } from './contactsRepository';
import type { GrantTerms } from '../tables/careGrantsTable';

type Db = Kysely<Database> | Transaction<Database>;

export interface StoredGrant extends GrantTerms {
  id: number;
  doctorId: number;
  patientId: number;
  givenAt: Date;
  firstReadAt: Date | null;
}

interface GrantRow {
  id: number;
  doctor_id: number;
  patient_id: number;
  areas: string[] | null;
  expires_on: string | null;
  prescribe: boolean;
  given_at: Date;
  first_read_at: Date | null;
}

function toStoredGrant(row: GrantRow): StoredGrant {
  return {
    id: row.id,
    doctorId: row.doctor_id,
    patientId: row.patient_id,
    areas: row.areas,
    expiresOn: row.expires_on,
    prescribe: row.prescribe,
    givenAt: row.given_at,
    firstReadAt: row.first_read_at,
  };
}

const grantColumns = [
  'care_grants.id',
  'care_grants.doctor_id',
  'care_grants.patient_id',
  'care_grants.areas',
  'care_grants.expires_on',
  'care_grants.prescribe',
  'care_grants.given_at',
  'care_grants.first_read_at',
] as const;

/** Whether terms let a reader at this area on this day. */
export function grantCovers(terms: GrantTerms, area: string, today: string): boolean {
  if (terms.expiresOn !== null && terms.expiresOn < today) return false;
  return terms.areas === null || terms.areas.includes(area);
}

/** Whether terms let a doctor add routines to the Workout on this day (decision 043). */
export function grantLetsPrescribe(terms: GrantTerms, workoutArea: string, today: string): boolean {
  return terms.prescribe && grantCovers(terms, workoutArea, today);
}

/** The pair's live grant (not revoked; it may have ended by its date), if any. */
export async function findLiveGrant(db: Db, pair: ContactPair): Promise<StoredGrant | undefined> {
  const row = await db
    .selectFrom('care_grants')
    .select(grantColumns)
    .where('doctor_id', '=', pair.doctorId)
    .where('patient_id', '=', pair.patientId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return row ? toStoredGrant(row) : undefined;
}

/**
 * The grant a doctor reads under: live, and the doctor an active contact of the patient (a
 * patient's invite records the grant at once; it counts from the doctor's accepting).
 */
export async function findGrantInForce(
  db: Db,
  pair: ContactPair,
): Promise<StoredGrant | undefined> {
  const row = await grantInForceQuery(db, pair).executeTakeFirst();
  return row ? toStoredGrant(row) : undefined;
}

/** The live grant between a doctor and a patient whose contact is active, as a query. */
function grantInForceQuery(db: Kysely<Database>, pair: ContactPair) {
  return db
    .selectFrom('care_grants')
    .innerJoin('contacts', (join) =>
      join
        .onRef('contacts.doctor_id', '=', 'care_grants.doctor_id')
        .onRef('contacts.patient_id', '=', 'care_grants.patient_id'),
    )
    .select(grantColumns)
    .where('care_grants.doctor_id', '=', pair.doctorId)
    .where('care_grants.patient_id', '=', pair.patientId)
    .where('care_grants.revoked_at', 'is', null)
    .where('contacts.status', '=', 'active');
}

/**
 * The grant in force a doctor prescribes under, locked until the transaction ends so that a
 * revoke or a narrowing waits for the prescription, or the prescription for them.
 */
export async function lockGrantInForce(
  trx: Transaction<Database>,
  pair: ContactPair,
): Promise<StoredGrant | undefined> {
  const row = await grantInForceQuery(trx, pair).forUpdate('care_grants').executeTakeFirst();
  return row ? toStoredGrant(row) : undefined;
}

/** The live grants of a patient (by doctor) or of a doctor (by patient). */
export async function listLiveGrants(
  db: Db,
  userId: number,
  side: 'patient' | 'doctor',
): Promise<StoredGrant[]> {
  const rows = await db
    .selectFrom('care_grants')
    .select(grantColumns)
    .where(side === 'patient' ? 'patient_id' : 'doctor_id', '=', userId)
    .where('revoked_at', 'is', null)
    .execute();
  return rows.map(toStoredGrant);
}

/** A live grant to a doctor as what it shares, with the patient's sex for reference bands. */
export interface LiveTermsToDoctor extends GrantTerms {
  patientId: number;
  gender: string;
}

/**
 * The terms of a doctor's live grants with each patient's sex, in one statement and without
 * the grants' moments: what a doctor's view across hundreds of patients needs first.
 */
export async function listLiveTermsToDoctor(
  db: Db,
  doctorId: number,
): Promise<LiveTermsToDoctor[]> {
  const rows = await db
    .selectFrom('care_grants')
    .innerJoin('users', 'users.id', 'care_grants.patient_id')
    .select([
      'care_grants.patient_id',
      'care_grants.areas',
      'care_grants.expires_on',
      'care_grants.prescribe',
      'users.gender',
    ])
    .where('care_grants.doctor_id', '=', doctorId)
    .where('care_grants.revoked_at', 'is', null)
    .execute();
  return rows.map((row) => ({
    patientId: row.patient_id,
    areas: row.areas,
    expiresOn: row.expires_on,
    prescribe: row.prescribe,
    gender: row.gender,
  }));
}

/** Records a new grant in place of the pair's live one, if any. */
export async function giveGrant(
  trx: Transaction<Database>,
  pair: ContactPair,
  terms: GrantTerms,
  sentence: string,
): Promise<void> {
  await revokeGrant(trx, pair);
  await trx
    .insertInto('care_grants')
    .values({
      patient_id: pair.patientId,
      doctor_id: pair.doctorId,
      areas: terms.areas === null ? null : JSON.stringify(terms.areas),
      expires_on: terms.expiresOn,
      prescribe: terms.prescribe,
      sentence,
    })
    .execute();
}

/**
 * Changes what the live grant covers, keeping when it was given and first used; with no live
 * grant, gives one. Narrowing holds from the doctor's next request: reads check the grant.
 */
export async function changeGrant(
  trx: Transaction<Database>,
  pair: ContactPair,
  terms: GrantTerms,
  sentence: string,
): Promise<void> {
  const changed = await trx
    .updateTable('care_grants')
    .set({
      areas: terms.areas === null ? null : JSON.stringify(terms.areas),
      expires_on: terms.expiresOn,
      prescribe: terms.prescribe,
      sentence,
    })
    .where('doctor_id', '=', pair.doctorId)
    .where('patient_id', '=', pair.patientId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  if (changed.length === 0) await giveGrant(trx, pair, terms, sentence);
}

/** Ends the pair's live grant at once; answers whether there was one. */
export async function revokeGrant(db: Db, pair: ContactPair): Promise<boolean> {
  // returning, not numUpdatedRows: the PGlite dialect does not report affected rows.
  const revoked = await db
    .updateTable('care_grants')
    .set({ revoked_at: new Date() })
    .where('doctor_id', '=', pair.doctorId)
    .where('patient_id', '=', pair.patientId)
    .where('revoked_at', 'is', null)
    .returning('id')
    .execute();
  return revoked.length > 0;
}
