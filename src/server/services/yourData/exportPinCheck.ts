import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { findSecurePinHash } from '../../db/repositories/securePinsRepository';
import { granted, type Outcome, type Refusal } from '../refusal';
import { checkSecurePin } from '../securePins/checkSecurePin';
import { pinMissing, pinRefusal, type PinRefusal } from '../securePins/pinRefusal';

/** Without the pin, or with one not accepted. */
export type ExportPinRefusal = Refusal<400> | PinRefusal;

export type ExportPinCheck = Outcome<null, ExportPinRefusal>;

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
  if ((await findSecurePinHash(db, userId)) === undefined) return granted(null);
  if (pin === undefined) return pinMissing();
  const check = await checkSecurePin(db, userId, pin);
  return check.kind === 'accepted' ? granted(null) : pinRefusal(check);
}
