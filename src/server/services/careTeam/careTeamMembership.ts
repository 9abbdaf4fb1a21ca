import type { Kysely } from 'kysely';
import { personName } from '../../../shared/calling/personName';
import { paths } from '../../../shared/routes/paths';
import type { Database } from '../../db/database';
import { giveGrant, revokeGrant } from '../../db/repositories/careGrantsRepository';
import type { GrantTerms } from '../../db/tables/careGrantsTable';
import {
  answerInvite,
  deleteContact,
  findContact,
  findInviteForUpdate,
  insertInvitedContact,
  insertPendingInvite,
  setContactStatus,
  takePendingInvites,
  type ContactPair,
} from '../../db/repositories/contactsRepository';
import { findUserByEmail, findUserById } from '../../db/repositories/usersRepository';
import type { UserRow } from '../../db/tables/usersTable';
import type { Mailer } from '../mail/mailer';
import { doctorRemovedMail, getTheAppMail, inviteWaitingMail } from '../mail/mailTemplates';
import { granted, refuse, type Outcome, type Refusal } from '../refusal';
import { careTeamRefusals } from './careTeamRefusals';

/** A patient's consent to a doctor as it is recorded: what it covers and the sentence shown. */
export interface DoctorConsent {
  terms: GrantTerms;
  sentence: string;
}

export interface CareTeamDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** An invite sent: to an account ('invited'), or to an address with none ('get-the-app'). */
export type InviteOutcome = Outcome<'invited' | 'get-the-app', Refusal<400 | 403 | 409>>;

/**
 * A doctor invites a patient, or a patient a doctor (docs/product.md#care-team). The invite waits for the other
 * side's answer; an address with no account is mailed and its invite opens when it registers.
 * A patient's invite to a doctor is their consent (the dialog says so and what it covers),
 * recorded now as a grant that counts from the doctor's accepting.
 */
export async function inviteByEmail(
  deps: CareTeamDeps,
  inviter: UserRow,
  email: string,
  invitedAs: 'patient' | 'doctor',
  doctorConsent: DoctorConsent | null,
): Promise<InviteOutcome> {
  if (invitedAs === 'patient' && !inviter.is_doctor) {
    return refuse(403, careTeamRefusals.onlyDoctorsInvitePatients);
  }
  if (invitedAs === 'doctor' && inviter.is_doctor) {
    return refuse(403, careTeamRefusals.doctorsInvitePatients);
  }
  if (email.toLowerCase() === inviter.email.toLowerCase()) {
    return refuse(400, careTeamRefusals.notYourself);
  }
  const consent = invitedAs === 'doctor' ? doctorConsent : null;
  const invited = await findUserByEmail(deps.db, email);
  if (!invited) {
    const isNew = await insertPendingInvite(deps.db, {
      inviterId: inviter.id,
      email: email.toLowerCase(),
      invitedAs,
      consent,
    });
    // One mail per inviter and address: asking again does not flood a stranger's mailbox.
    if (isNew) {
      await deps.mailer.send(
        getTheAppMail(email, personName(inviter), invitedAs, `${deps.publicUrl}${paths.register}`),
      );
    }
    return granted('get-the-app');
  }
  if (invitedAs === 'patient' && invited.is_doctor) {
    return refuse(400, careTeamRefusals.notAPatient(email));
  }
  if (invitedAs === 'doctor' && !invited.is_doctor) {
    return refuse(400, careTeamRefusals.notADoctor(email));
  }
  const pair: ContactPair =
    invitedAs === 'patient'
      ? { doctorId: inviter.id, patientId: invited.id }
      : { doctorId: invited.id, patientId: inviter.id };
  const opened = await openInvite(deps.db, pair, invitedAs, invited.id, consent);
  if (opened !== 'opened') return refuse(409, careTeamRefusals.alreadyLinked(email, opened));
  await deps.mailer.send(
    inviteWaitingMail(
      invited.email,
      invited.first_name,
      personName(inviter),
      invitedAs,
      `${deps.publicUrl}${paths.calling}`,
    ),
  );
  return granted('invited');
}

/** Opens the link and its invite in one transaction; says why not when a link exists. */
async function openInvite(
  db: Kysely<Database>,
  pair: ContactPair,
  invitedAs: 'patient' | 'doctor',
  invitedUserId: number,
  consent: DoctorConsent | null,
): Promise<'opened' | 'active' | 'invited'> {
  return db.transaction().execute(async (trx) => {
    const existing = await findContact(trx, pair);
    if (existing !== undefined) return existing === 'active' ? 'active' : 'invited';
    await insertInvitedContact(
      trx,
      pair,
      invitedAs === 'patient' ? 'invited' : 'invited_doctor',
      invitedUserId,
    );
    if (consent !== null) await giveGrant(trx, pair, consent.terms, consent.sentence);
    return 'opened';
  });
}

/**
 * The accept or decline link of an invite: only its invited user may answer, once. A patient
 * accepting records their consent (the dialog they confirmed, with the areas they ticked);
 * declining a patient's invite ends the grant their invite gave.
 */
export async function answerInviteAs(
  db: Kysely<Database>,
  user: UserRow,
  inviteId: number,
  answer: 'accepted' | 'declined',
  consentTo: (doctorName: string) => DoctorConsent,
): Promise<Outcome<null, Refusal<404 | 409>>> {
  return db.transaction().execute(async (trx) => {
    const invite = await findInviteForUpdate(trx, inviteId);
    if (!invite || invite.invited_user_id !== user.id) {
      return refuse(404, careTeamRefusals.noInvite(inviteId));
    }
    if (invite.answered_at !== null) return refuse(409, careTeamRefusals.answered);
    const pair = { doctorId: invite.doctor_id, patientId: invite.patient_id };
    await answerInvite(trx, invite.id, answer);
    if (answer === 'declined') {
      await deleteContact(trx, pair);
      await revokeGrant(trx, pair);
      return granted(null);
    }
    await setContactStatus(trx, pair, 'active');
    if (!user.is_doctor) {
      const doctor = await findUserById(trx, pair.doctorId);
      const consent = consentTo(doctor ? personName(doctor) : 'my doctor');
      await giveGrant(trx, pair, consent.terms, consent.sentence);
    }
    return granted(null);
  });
}

/**
 * Removes the link between the user and the owner of email, whatever its status; a patient's
 * consent to that doctor ends with it, and a patient is mailed to confirm.
 */
export async function removeContact(
  deps: CareTeamDeps,
  user: UserRow,
  email: string,
): Promise<Outcome<{ mailed: boolean }, Refusal<404>>> {
  const other = await findUserByEmail(deps.db, email);
  const pair: ContactPair | undefined = !other
    ? undefined
    : user.is_doctor
      ? { doctorId: user.id, patientId: other.id }
      : { doctorId: other.id, patientId: user.id };
  const removed =
    pair !== undefined &&
    (await deps.db.transaction().execute(async (trx) => {
      const deleted = await deleteContact(trx, pair);
      if (deleted) await revokeGrant(trx, pair);
      return deleted;
    }));
  if (!removed || !other) return refuse(404, careTeamRefusals.noContact(email));
  if (user.is_doctor) return granted({ mailed: false });
  await deps.mailer.send(doctorRemovedMail(user.email, user.first_name, personName(other)));
  return granted({ mailed: true });
}

/** A new account opens the invites that were waiting for its address. */
export async function openPendingInvites(db: Kysely<Database>, user: UserRow): Promise<void> {
  const pending = await takePendingInvites(db, user.email.toLowerCase());
  for (const invite of pending) {
    const inviter = await findUserById(db, invite.inviter_id);
    if (!inviter) continue;
    const invitedAs = invite.invited_as;
    // The roles must still fit: a pending doctor invite to a new (non-doctor) account lapses.
    if (invitedAs === 'doctor' && !user.is_doctor) continue;
    if (invitedAs === 'patient' && user.is_doctor) continue;
    const pair: ContactPair =
      invitedAs === 'patient'
        ? { doctorId: inviter.id, patientId: user.id }
        : { doctorId: user.id, patientId: inviter.id };
    const consent: DoctorConsent | null =
      invite.consent_sentence === null
        ? null
        : {
            sentence: invite.consent_sentence,
            terms: {
              areas: invite.grant_areas,
              expiresOn: invite.grant_expires_on,
              prescribe: invite.grant_prescribe,
            },
          };
    await openInvite(db, pair, invitedAs, user.id, consent);
  }
}
