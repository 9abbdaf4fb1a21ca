import type { Kysely } from 'kysely';
import {
  CLINICIAN_INVITE_LIFETIME_DAYS,
  type ClinicianInviteState,
} from '../../../shared/api/adminEndpoints';
import type { RegisterBody } from '../../../shared/api/accountContract';
import { personName } from '../../../shared/calling/personName';
import { accountMessages } from '../../../shared/messages/accountMessages';
import { clinicianMessages } from '../../../shared/messages/clinicianMessages';
import { clinicianInviteHref } from '../../../shared/routes/paths';
import type { Database } from '../../db/database';
import {
  clinicianInviteState,
  consumeClinicianInvite,
  replaceClinicianInvite,
} from '../../db/repositories/clinicianInvitesRepository';
import { makeClinician } from '../../db/repositories/cliniciansRepository';
import { findUserByEmail, findUserById, insertUser } from '../../db/repositories/usersRepository';
import type { UserRow } from '../../db/tables/usersTable';
import { openPendingInvites } from '../careTeam/careTeamMembership';
import { clinicianInviteMail } from '../mail/mailTemplates';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../passwords/passwordHashing';
import { granted, refuse, type Outcome, type Refusal } from '../refusal';
import { hashSecretToken, looksLikeSecretToken, newSecretToken } from '../tokens/secretTokens';

export interface ClinicianInviteDeps {
  db: Kysely<Database>;
  mailer: Mailer;
  publicUrl: string;
}

/** A link that cannot be used now, or an address it is not for. */
export type InviteRefusal = Refusal<400>;

/**
 * Mails a one-time link to the address; a link sent to it before stops working. An address
 * that is a clinician already is refused, saying so.
 */
export async function inviteClinician(
  deps: ClinicianInviteDeps,
  administrator: UserRow,
  rawEmail: string,
): Promise<Outcome<null, InviteRefusal>> {
  const email = rawEmail.trim().toLowerCase();
  const existing = await findUserByEmail(deps.db, email);
  if (existing?.is_doctor) {
    return refuse(400, clinicianMessages.alreadyClinician(email));
  }
  const { token, hash } = newSecretToken();
  await replaceClinicianInvite(deps.db, {
    tokenHash: hash,
    email,
    invitedBy: administrator.id,
    lifetimeDays: CLINICIAN_INVITE_LIFETIME_DAYS,
  });
  await deps.mailer.send(
    clinicianInviteMail(
      email,
      personName(administrator),
      `${deps.publicUrl}${clinicianInviteHref(token)}`,
      CLINICIAN_INVITE_LIFETIME_DAYS,
    ),
  );
  return granted(null);
}

export interface InviteDetails {
  email: string | null;
  state: ClinicianInviteState;
  has_account: boolean;
}

/** What the link's page needs: the address, whether the link still works, and the way in. */
export async function clinicianInviteDetails(
  db: Kysely<Database>,
  token: string,
): Promise<InviteDetails> {
  const found = looksLikeSecretToken(token)
    ? await clinicianInviteState(db, hashSecretToken(token))
    : undefined;
  if (!found) return { email: null, state: 'unknown', has_account: false };
  const account = await findUserByEmail(db, found.email);
  return { email: found.email, state: found.state, has_account: account !== undefined };
}

/** Why a link cannot be used now, in the words its page shows. */
async function linkRefusal(db: Kysely<Database>, token: string): Promise<InviteRefusal> {
  const { state } = await clinicianInviteDetails(db, token);
  const message =
    state === 'open' ? clinicianMessages.linkState.used : clinicianMessages.linkState[state];
  return refuse(400, message);
}

/**
 * An address with no account registers through its link: the account is a clinician from
 * its first moment, the link is spent, and the care invitations waiting for the address open.
 */
export async function registerThroughInvite(
  db: Kysely<Database>,
  token: string,
  registration: RegisterBody,
): Promise<Outcome<null, InviteRefusal | Refusal<409>>> {
  const details = await clinicianInviteDetails(db, token);
  if (details.state !== 'open' || details.email === null) return linkRefusal(db, token);
  if (registration.email.trim().toLowerCase() !== details.email) {
    return refuse(400, clinicianMessages.notInvitedAddress(details.email));
  }
  if (details.has_account) return refuse(409, accountMessages.emailTaken);
  const { password, ...profile } = registration;
  // Hashed before the transaction: scrypt is slow and must not hold row locks.
  const passwordHash = await hashPassword(password);
  const outcome = await db.transaction().execute(async (trx) => {
    const email = await consumeClinicianInvite(trx, hashSecretToken(token));
    if (email === undefined) return 'spent' as const;
    const created = await insertUser(trx, { ...profile, email, password_hash: passwordHash });
    if (created === 'email-taken') return 'taken' as const;
    await makeClinician(trx, created.id);
    return created.id;
  });
  if (outcome === 'spent') return linkRefusal(db, token);
  if (outcome === 'taken') return refuse(409, accountMessages.emailTaken);
  const user = await findUserById(db, outcome);
  if (user) await openPendingInvites(db, user);
  return granted(null);
}

/** The signed-in owner of the invited address accepts: their account becomes a clinician. */
export async function acceptClinicianInvite(
  db: Kysely<Database>,
  token: string,
  user: UserRow,
): Promise<Outcome<null, InviteRefusal>> {
  const details = await clinicianInviteDetails(db, token);
  if (details.state !== 'open' || details.email === null) return linkRefusal(db, token);
  if (user.email.toLowerCase() !== details.email) {
    return refuse(400, clinicianMessages.otherAddress(details.email));
  }
  const made = await db.transaction().execute(async (trx) => {
    const email = await consumeClinicianInvite(trx, hashSecretToken(token));
    if (email === undefined) return false;
    await makeClinician(trx, user.id);
    return true;
  });
  if (!made) return linkRefusal(db, token);
  const updated = await findUserById(db, user.id);
  if (updated) await openPendingInvites(db, updated);
  return granted(null);
}
