import type { Kysely } from 'kysely';
import { errorReply } from '../../../shared/api/replySchemas';
import {
  SHARE_LINK_MAX_FAILED_PASSCODES,
  SHARE_LINK_TICKET_SECONDS,
  type WrongPasscodeReply,
} from '../../../shared/api/shareLinksContract';
import { shareLinkMessages } from '../../../shared/messages/shareLinkMessages';
import type { Database } from '../../db/database';
import {
  countWrongPasscode,
  findLinkForLog,
  findOpenableLink,
  insertFileTicket,
  isStillOpenable,
  recordLinkAccess,
  type OpenableLink,
} from '../../db/repositories/shareLinksRepository';
import { verifyPassword } from '../passwords/passwordHashing';
import { granted, refuse, refuseWith, type Outcome, type Refusal } from '../refusal';
import { newSecretToken } from '../tokens/secretTokens';

export interface ManifestRequest {
  manifestId: string;
  recipient: string;
  passcode: string | undefined;
  /** The longest JWE the viewer takes inline; a longer one is fetched by a ticket. */
  embeddedLengthMax: number | undefined;
  /** yyyy-MM-dd, the server's date. */
  today: string;
}

/** How a link opens: its ciphertext inline, or a ticket to fetch it by. */
export type OpenedLink = { kind: 'embedded'; jwe: string } | { kind: 'ticket'; ticket: string };

export type ManifestOutcome = Outcome<OpenedLink, Refusal<404> | Refusal<401, WrongPasscodeReply>>;

const MAX = SHARE_LINK_MAX_FAILED_PASSCODES;

/**
 * Whether the passcode opens the link. A link without one needs none. With one, the hash is
 * always computed, a missing passcode included, so a right and a wrong passcode take the same
 * time up to the statements after it.
 */
async function passcodeOpens(link: OpenableLink, passcode: string | undefined): Promise<boolean> {
  if (link.passcode_hash === null) return true;
  return verifyPassword(passcode ?? '', link.passcode_hash);
}

/**
 * A request for a link that has ended (expired, revoked, locked by wrong passcodes) is refused
 * as an unknown one is, and goes in its person's log, so they see that someone still tried it.
 */
async function notFound(
  db: Kysely<Database>,
  manifestId: string,
  recipient: string,
): Promise<Refusal<404>> {
  const link = await findLinkForLog(db, manifestId);
  if (link !== undefined) await recordLinkAccess(db, { link, recipient, outcome: 'refused' });
  return refuse(404, shareLinkMessages.notFound);
}

/**
 * A recipient's manifest request: 404 material for an unknown, revoked, expired or dead link
 * before anything else is done (logged as refused for a link that exists); a wrong (or missing) passcode counted on the link in one
 * statement, so parallel guesses never pass ten; otherwise the ciphertext, inline or behind a
 * ticket valid an hour. The count, the person's access-log row and the ticket are written
 * together or not at all.
 */
export async function openShareLink(
  db: Kysely<Database>,
  request: ManifestRequest,
): Promise<ManifestOutcome> {
  const link = await findOpenableLink(db, request.manifestId, request.today, MAX);
  if (!link) return notFound(db, request.manifestId, request.recipient);
  const opens = await passcodeOpens(link, request.passcode);

  return db.transaction().execute(async (trx): Promise<ManifestOutcome> => {
    if (!opens) {
      const failed = await countWrongPasscode(trx, link.id, MAX);
      if (failed === undefined) return notFound(trx, request.manifestId, request.recipient);
      await recordLinkAccess(trx, {
        link,
        recipient: request.recipient,
        outcome: 'wrong_passcode',
      });
      const remainingAttempts = MAX - failed;
      const message =
        request.passcode === undefined
          ? shareLinkMessages.passcodeNeeded(remainingAttempts)
          : shareLinkMessages.wrongPasscode(remainingAttempts);
      return refuseWith(401, { ...errorReply(message), remainingAttempts });
    }
    // A right passcode on a link the last parallel guesses closed, or revoked meanwhile, opens nothing.
    if (!(await isStillOpenable(trx, link.id, MAX))) {
      return notFound(trx, request.manifestId, request.recipient);
    }
    await recordLinkAccess(trx, { link, recipient: request.recipient, outcome: 'opened' });
    const limit = request.embeddedLengthMax;
    if (limit === undefined || limit >= link.jwe.length) {
      return granted({ kind: 'embedded', jwe: link.jwe });
    }
    const { token, hash } = newSecretToken();
    await insertFileTicket(trx, {
      linkId: link.id,
      hash,
      expiresAt: new Date(Date.now() + SHARE_LINK_TICKET_SECONDS * 1000),
    });
    return granted({ kind: 'ticket', ticket: token });
  });
}
