import {
  PIN_LOCKED_STATUS,
  PIN_WRONG_STATUS,
  SECURE_PIN_LOCK_MINUTES,
  SECURE_PIN_MAX_FAILURES,
  type PinRefusalReply,
} from '../../../shared/api/securePinContract';
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

/** The reply to a pin that was not accepted: 403 for a wrong pin or none, 429 for a lock. */
export function pinRefusal(check: Exclude<PinCheck, { kind: 'accepted' }>): {
  statusCode: number;
  body: PinRefusalReply;
} {
  const reply = (message: string, extra: Partial<PinRefusalReply> = {}): PinRefusalReply => ({
    status: 'error',
    message,
    details: { details: [message] },
    ...extra,
  });
  switch (check.kind) {
    case 'no-pin':
      return { statusCode: PIN_WRONG_STATUS, body: reply(pinRefusalMessages.noPin) };
    case 'wrong':
      return {
        statusCode: PIN_WRONG_STATUS,
        body: reply(pinRefusalMessages.wrong(check.failuresLeft)),
      };
    case 'locked':
      return {
        statusCode: PIN_LOCKED_STATUS,
        body: reply(pinRefusalMessages.locked(check.lockedUntil, check.justLocked), {
          locked_until: check.lockedUntil.toISOString(),
        }),
      };
  }
}
