import type { Kysely } from 'kysely';
import {
  SHARE_LINK_MAX_FAILED_PASSCODES,
  SHARE_LINK_TICKET_SECONDS,
} from '../../../shared/api/shareLinksContract';
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

export type ManifestOutcome =
  | { kind: 'not-found' }
  | { kind: 'wrong-passcode'; remainingAttempts: number; missing: boolean }
  | { kind: 'embedded'; jwe: string }
  | { kind: 'ticket'; ticket: string };

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
async function refused(
  db: Kysely<Database>,
  manifestId: string,
  recipient: string,
): Promise<ManifestOutcome> {
  const link = await findLinkForLog(db, manifestId);
  if (link !== undefined) await recordLinkAccess(db, { link, recipient, outcome: 'refused' });
  return { kind: 'not-found' };
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
  if (!link) return refused(db, request.manifestId, request.recipient);
  const opens = await passcodeOpens(link, request.passcode);

  return db.transaction().execute(async (trx): Promise<ManifestOutcome> => {
    if (!opens) {
      const failed = await countWrongPasscode(trx, link.id, MAX);
      if (failed === undefined) return refused(trx, request.manifestId, request.recipient);
      await recordLinkAccess(trx, {
        link,
        recipient: request.recipient,
        outcome: 'wrong_passcode',
      });
      return {
        kind: 'wrong-passcode',
        remainingAttempts: MAX - failed,
        missing: request.passcode === undefined,
      };
    }
    // A right passcode on a link the last parallel guesses closed, or revoked meanwhile, opens nothing.
    if (!(await isStillOpenable(trx, link.id, MAX))) {
      return refused(trx, request.manifestId, request.recipient);
    }
    await recordLinkAccess(trx, { link, recipient: request.recipient, outcome: 'opened' });
    const limit = request.embeddedLengthMax;
    if (limit === undefined || limit >= link.jwe.length) return { kind: 'embedded', jwe: link.jwe };
    const { token, hash } = newSecretToken();
    await insertFileTicket(trx, {
      linkId: link.id,
      hash,
      expiresAt: new Date(Date.now() + SHARE_LINK_TICKET_SECONDS * 1000),
    });
    return { kind: 'ticket', ticket: token };
  });
}
