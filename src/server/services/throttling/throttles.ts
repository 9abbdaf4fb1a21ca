import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  clearThrottleCount,
  takeThrottlePlace,
} from '../../db/repositories/throttleCountsRepository';

export interface ThrottleRule {
  kind: string;
  /** Events allowed within the window before the subject is refused. */
  limit: number;
  windowMs: number;
}

/**
 * Logins per email that did not succeed: after five in fifteen minutes, further logins for
 * that email are refused until the oldest failure ages out. Unknown emails are counted the
 * same way, so the refusal reveals nothing about which accounts exist.
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

/**
 * One rule applied to one subject; email subjects are compared trimmed and lower-cased.
 *
 * An attempt is counted before the work it limits (a password check, a mail), in one
 * statement: counted afterwards, twenty requests sent at once were all checked before the
 * first was counted. A login that succeeds clears its email's count, so the failures are
 * what stays counted.
 */
export function throttle(db: Kysely<Database>, rule: ThrottleRule, subject: string) {
  const key = subject.trim().toLowerCase();
  return {
    /** Counts one attempt; false, counting nothing, when the limit is already reached. */
    async take(): Promise<boolean> {
      const taken = await takeThrottlePlace(db, rule.kind, key, rule.limit, rule.windowMs);
      return taken !== undefined;
    },
    clear: () => clearThrottleCount(db, rule.kind, key),
  };
}
