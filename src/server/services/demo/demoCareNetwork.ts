import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { personName } from '../../../shared/calling/personName';
import {
  acceptDoctorConsent,
  EVERYTHING_WITH_NO_END,
} from '../../../shared/messages/consentSentences';
import type { Database } from '../../db/database';
import { giveGrant } from '../../db/repositories/careGrantsRepository';
import { findContact, insertContact } from '../../db/repositories/contactsRepository';
import { insertMeeting } from '../../db/repositories/meetingsRepository';
import type { UserRow } from '../../db/tables/usersTable';
import { newMeetingId } from '../calling/newMeetingId';

/**
 * The demo doctor looks after the demo athlete: an active link with the athlete's grant,
 * and a follow-up on the calf strain booked for tomorrow at 10:00, so Motus Calling shows
 * something to both on a first start. Done once: an existing link is left as it is.
 */
export async function seedDemoCareNetwork(
  db: Kysely<Database>,
  doctor: UserRow,
  patient: UserRow,
): Promise<void> {
  const pair = { doctorId: doctor.id, patientId: patient.id };
  if ((await findContact(db, pair)) !== undefined) return;
  await db.transaction().execute(async (trx) => {
    await insertContact(trx, pair, 'active');
    // Every area, no end date: what the consent to "medical data" promises (docs/product.md#care-team).
    await giveGrant(
      trx,
      pair,
      { areas: null, expiresOn: null, prescribe: false },
      acceptDoctorConsent(personName(doctor), EVERYTHING_WITH_NO_END),
    );
  });
  await insertMeeting(db, {
    meeting_id: newMeetingId(),
    meeting_name: 'Calf strain follow-up',
    meeting_date_time: DateTime.utc()
      .plus({ days: 1 })
      .set({ hour: 10, minute: 0, second: 0, millisecond: 0 })
      .toJSDate(),
    doctor_id: doctor.id,
    patient_id: patient.id,
  });
}
