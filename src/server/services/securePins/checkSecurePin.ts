import type { Kysely } from 'kysely';
import { SECURE_PIN_PATTERN } from '../../../shared/api/securePinContract';
import type { Database } from '../../db/database';
import { findSecurePinHash, lockSecurePinRow } from '../../db/repositories/securePinsRepository';
import {
  clearThrottleEvents,
  countRecentThrottleEvents,
  newestThrottleEvent,
  recordThrottleEvent,
} from '../../db/repositories/throttleEventsRepository';
import { verifyPassword } from '../passwords/passwordHashing';
import { pinFailureRule, pinLockRule, pinSubject } from './securePinRules';

export type PinCheck =
  | { kind: 'accepted' }
  | { kind: 'no-pin' }
  | { kind: 'wrong'; failuresLeft: number }
  | { kind: 'locked'; lockedUntil: Date; justLocked: boolean };

async function lockedUntil(db: Kysely<Database>, subject: string): Promise<Date | undefined> {
  const lockedAt = await newestThrottleEvent(db, pinLockRule.kind, subject, pinLockRule.windowMs);
  return lockedAt === undefined ? undefined : new Date(lockedAt.getTime() + pinLockRule.windowMs);
}

/**
 * Checks a user's secure pin. After five wrong pins in a row the pin is locked for fifteen
 * minutes from the fifth: every attempt meanwhile, the right pin too, is refused and not
 * counted. All of it lives in the database, so every server instance sees the same lock;
 * the count is updated under a lock on the user's pin row, so parallel guesses are counted
 * one by one. A new pin (generated or reset by mail) ends the lock.
 */
export async function checkSecurePin(
  db: Kysely<Database>,
  userId: number,
  pin: string,
): Promise<PinCheck> {
  const hash = await findSecurePinHash(db, userId);
  if (hash === undefined) return { kind: 'no-pin' };
  const subject = pinSubject(userId);
  const until = await lockedUntil(db, subject);
  if (until !== undefined) return { kind: 'locked', lockedUntil: until, justLocked: false };

  // scrypt is slow: outside the transaction, so no row lock is held while it runs.
  const right = new RegExp(SECURE_PIN_PATTERN).test(pin) && (await verifyPassword(pin, hash));

  return db.transaction().execute(async (trx): Promise<PinCheck> => {
    await lockSecurePinRow(trx, userId);
    const lockedMeanwhile = await lockedUntil(trx, subject);
    if (lockedMeanwhile !== undefined) {
      return { kind: 'locked', lockedUntil: lockedMeanwhile, justLocked: false };
    }
    if (right) {
      await clearThrottleEvents(trx, pinFailureRule.kind, subject);
      return { kind: 'accepted' };
    }
    await recordThrottleEvent(trx, pinFailureRule.kind, subject);
    const failures = await countRecentThrottleEvents(
      trx,
      pinFailureRule.kind,
      subject,
      pinFailureRule.windowMs,
    );
    if (failures < pinFailureRule.limit) {
      return { kind: 'wrong', failuresLeft: pinFailureRule.limit - failures };
    }
    await clearThrottleEvents(trx, pinFailureRule.kind, subject);
    await recordThrottleEvent(trx, pinLockRule.kind, subject);
    const until = (await lockedUntil(trx, subject)) ?? new Date(Date.now() + pinLockRule.windowMs);
    return { kind: 'locked', lockedUntil: until, justLocked: true };
  });
}
