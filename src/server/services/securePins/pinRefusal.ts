import {
  PIN_LOCKED_STATUS,
  PIN_WRONG_STATUS,
  SECURE_PIN_LOCK_MINUTES,
  SECURE_PIN_MAX_FAILURES,
  type PinRefusalReply,
} from '../../../shared/api/securePinContract';
import { errorReply } from '../../../shared/api/replySchemas';
import { SECURE_PIN_PARAMETER } from '../../../shared/api/profileReadParameters';
import { refuse, refuseWith, type Refusal } from '../refusal';
import type { PinCheck } from './checkSecurePin';

/** The lock's end as people read it: the time in UTC (the server knows no user's zone). */
function clockTime(moment: Date): string {
  return `${moment.toISOString().slice(11, 16)} UTC`;
}

export const pinRefusalMessages = {
  noPin: 'You have no secure pin yet. Generate one on your profile page; it is sent to your email.',
  wrong: (failuresLeft: number) =>
    `That secure pin is not right. ${failuresLeft} more wrong ${failuresLeft === 1 ? 'try locks' : 'tries lock'} it for ${SECURE_PIN_LOCK_MINUTES} minutes.`,
  locked: (until: Date, justLocked: boolean) =>
    `${justLocked ? 'That secure pin is not right. ' : ''}Your secure pin is locked after ${SECURE_PIN_MAX_FAILURES} wrong tries in a row, until ${clockTime(until)}. Use Forgot Secure Pin to get a new one by email and unlock it now.`,
} as const;

/** A call behind the pin asked without it (optional in schemas that a doctor's read shares). */
export function pinMissing(): Refusal<400> {
  return refuse(400, `querystring: ${SECURE_PIN_PARAMETER} is required`);
}

/** The refusal of a pin that was not accepted: 403 for a wrong pin or none, 429 for a lock. */
export type PinRefusal = Refusal<
  typeof PIN_WRONG_STATUS | typeof PIN_LOCKED_STATUS,
  PinRefusalReply
>;

export function pinRefusal(check: Exclude<PinCheck, { kind: 'accepted' }>): PinRefusal {
  const reply = (message: string, extra: Partial<PinRefusalReply> = {}): PinRefusalReply => ({
    ...errorReply(message),
    ...extra,
  });
  switch (check.kind) {
    case 'no-pin':
      return refuseWith(PIN_WRONG_STATUS, reply(pinRefusalMessages.noPin));
    case 'wrong':
      return refuseWith(PIN_WRONG_STATUS, reply(pinRefusalMessages.wrong(check.failuresLeft)));
    case 'locked':
      return refuseWith(
        PIN_LOCKED_STATUS,
        reply(pinRefusalMessages.locked(check.lockedUntil, check.justLocked), {
          locked_until: check.lockedUntil.toISOString(),
        }),
      );
  }
}
