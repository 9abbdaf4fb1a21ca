import { sql, type Kysely, type Transaction } from 'kysely';
import type { Database } from '../database';

type Db = Kysely<Database> | Transaction<Database>;

export interface ClinicianRow {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  since: Date;
}

/** Every clinician, by name. */
export async function listClinicians(db: Db): Promise<ClinicianRow[]> {
  return (
    db
      .selectFrom('users')
      .select(['id', 'first_name', 'last_name', 'email'])
      // Accounts made doctors by the demo seed have no date of their own: their account's start.
      .select(sql<Date>`coalesce(doctor_since, created_at)`.as('since'))
      .where('is_doctor', '=', true)
      .orderBy('first_name')
      .orderBy('last_name')
      .orderBy('id')
      .execute()
  );
}

/** Makes the account a clinician from now; one that is one already keeps its date. */
export async function makeClinician(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_doctor: true, doctor_since: sql<Date>`coalesce(doctor_since, now())` })
    .where('id', '=', userId)
    .execute();
}

/** The account stays, a plain one. */
export async function unmakeClinician(db: Db, userId: number): Promise<void> {
  await db
    .updateTable('users')
    .set({ is_doctor: false, doctor_since: null })
    .where('id', '=', userId)
    .execute();
}

/** Ends the care invitations a clinician sent to addresses that have no account yet. */
export async function dropPendingInvitesFrom(db: Db, inviterId: number): Promise<void> {
  await db.deleteFrom('pending_invites').where('inviter_id', '=', inviterId).execute();
}
