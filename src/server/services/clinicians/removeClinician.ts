import type { Kysely } from 'kysely';
import { personName } from '../../../shared/calling/personName';
import type { Database } from '../../db/database';
import { listLiveGrants, revokeGrant } from '../../db/repositories/careGrantsRepository';
import { deleteContact, listContacts } from '../../db/repositories/contactsRepository';
import {
  dropPendingInvitesFrom,
  unmakeClinician,
} from '../../db/repositories/cliniciansRepository';
import { findUserById } from '../../db/repositories/usersRepository';
import { clinicianRemovedMail } from '../mail/mailTemplates';
import type { Mailer } from '../mail/mailer';

/**
 * An administrator removes a clinician: the account stays, a plain one. In one transaction
 * every grant to them is revoked (as a patient's Stop sharing does), their links to patients
 * and the care invitations they sent or were sent end; then each patient who had linked with
 * them or shared with them is mailed once. Their next read of a patient is refused, since
 * every read checks the grant. Answers the clinician's name, or undefined for an id that is
 * no clinician's.
 */
export async function removeClinician(
  deps: { db: Kysely<Database>; mailer: Mailer },
  clinicianId: number,
): Promise<{ name: string } | undefined> {
  const clinician = await findUserById(deps.db, clinicianId);
  if (!clinician?.is_doctor) return undefined;
  const patientIds = await deps.db.transaction().execute(async (trx) => {
    const contacts = await listContacts(trx, clinicianId, 'patients');
    const grants = await listLiveGrants(trx, clinicianId, 'doctor');
    const told = new Set<number>();
    for (const { status, other } of contacts) {
      const pair = { doctorId: clinicianId, patientId: other.id };
      await deleteContact(trx, pair);
      await revokeGrant(trx, pair);
      if (status === 'active') told.add(other.id);
    }
    for (const grant of grants) {
      await revokeGrant(trx, { doctorId: clinicianId, patientId: grant.patientId });
      told.add(grant.patientId);
    }
    await dropPendingInvitesFrom(trx, clinicianId);
    await unmakeClinician(trx, clinicianId);
    return [...told];
  });
  const name = personName(clinician);
  for (const patientId of patientIds) {
    const patient = await findUserById(deps.db, patientId);
    if (patient) {
      await deps.mailer.send(clinicianRemovedMail(patient.email, patient.first_name, name));
    }
  }
  return { name };
}
