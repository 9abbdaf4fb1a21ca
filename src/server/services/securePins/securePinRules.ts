import {
  SECURE_PIN_LOCK_MINUTES,
  SECURE_PIN_MAX_FAILURES,
} from '../../../shared/api/securePinContract';
import type { ThrottleRule } from '../throttling/throttles';

/** Wrong pins in a row (a right pin clears them); a day is longer than any sitting. */
export const pinFailureRule: ThrottleRule = {
  kind: 'pin-failure',
  limit: SECURE_PIN_MAX_FAILURES,
  windowMs: 24 * 60 * 60 * 1000,
};

/** The lock set by the fifth wrong pin; it holds for its window from that moment. */
export const pinLockRule: ThrottleRule = {
  kind: 'pin-lock',
  limit: 1,
  windowMs: SECURE_PIN_LOCK_MINUTES * 60 * 1000,
};

/** Pin mails per user: a person needs one or two; more is somebody pressing a button. */
export const pinMailRule: ThrottleRule = {
  kind: 'pin-mail',
  limit: 5,
  windowMs: 60 * 60 * 1000,
};

/** Throttle subjects are text; a user's pin state is keyed by the user's id. */
export function pinSubject(userId: number): string {
  return `user:${userId}`;
}
