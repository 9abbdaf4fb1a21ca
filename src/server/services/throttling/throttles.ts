import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  clearThrottleEvents,
  countRecentThrottleEvents,
  recordThrottleEvent,
} from '../../db/repositories/throttleEventsRepository';

export interface ThrottleRule {
  kind: string;
  /** Events allowed within the window before the subject is refused. */
  limit: number;
  windowMs: number;
}

/**
 * Wrong passwords per email: after five in fifteen minutes, further logins for that email
 * are refused until the oldest failure ages out. Unknown emails are counted the same way, so
 * the refusal reveals nothing about which accounts exist.
 */
export const loginFailureRule: ThrottleRule = {
  kind: 'login-failure',
  limit: 5,
  windowMs: 15 * 60 * 1000,
};

/** Reset mails per email: three an hour is plenty for a person and no use to a mail bomber. */
export const resetMailRule: ThrottleRule = {
  kind: 'reset-mail',
  limit: 3,
  windowMs: 60 * 60 * 1000,
};

export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed logins for this email. Wait 15 minutes and try again, or reset your password.';

/** One rule applied to one subject; email subjects are compared trimmed and lower-cased. */
export function throttle(db: Kysely<Database>, rule: ThrottleRule, email: string) {
  const subject = email.trim().toLowerCase();
  return {
    async isLocked(): Promise<boolean> {
      return (await countRecentThrottleEvents(db, rule.kind, subject, rule.windowMs)) >= rule.limit;
    },
    record: () => recordThrottleEvent(db, rule.kind, subject),
    clear: () => clearThrottleEvents(db, rule.kind, subject),
  };
}
