import type { Kysely } from 'kysely';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { errorReply } from '../../../shared/api/replySchemas';
import type {
  PIN_LOCKED_STATUS,
  PIN_WRONG_STATUS,
  PinRefusalReply,
} from '../../../shared/api/securePinContract';
import type { Database } from '../../db/database';
import { findSecurePinHash } from '../../db/repositories/securePinsRepository';
import { checkSecurePin } from '../securePins/checkSecurePin';
import { pinRefusal } from '../securePins/pinRefusal';

export type ExportPinCheck =
  | { allowed: true }
  | {
      allowed: false;
      statusCode: 400 | typeof PIN_WRONG_STATUS | typeof PIN_LOCKED_STATUS;
      body: PinRefusalReply;
    };

/**
 * An export holds the pin-gated profiles too, so a person with a secure pin must give it, and
 * is answered as a pinned read is: 400 without it, 403 for a wrong one, 429 while it is
 * locked. A person who never made a pin has nothing behind one and exports without it.
 */
export async function checkExportPin(
  db: Kysely<Database>,
  userId: number,
  pin: string | undefined,
): Promise<ExportPinCheck> {
  if ((await findSecurePinHash(db, userId)) === undefined) return { allowed: true };
  if (pin === undefined) {
    return {
      allowed: false,
      statusCode: 400,
      body: errorReply(`querystring: ${SECURE_PIN_PARAMETER} is required`),
    };
  }
  const check = await checkSecurePin(db, userId, pin);
  if (check.kind === 'accepted') return { allowed: true };
  const refusal = pinRefusal(check);
  // pinRefusal answers only these two statuses (securePinContract).
  const statusCode = refusal.statusCode as typeof PIN_WRONG_STATUS | typeof PIN_LOCKED_STATUS;
  return { allowed: false, statusCode, body: refusal.body };
}
