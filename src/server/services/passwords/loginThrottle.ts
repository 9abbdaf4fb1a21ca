import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import {
  clearLoginFailures,
  countRecentLoginFailures,
  recordLoginFailure,
} from '../../db/repositories/loginFailuresRepository';

/** Wrong passwords allowed for one email within the window before logins are refused. */
export const MAX_LOGIN_FAILURES = 5;
export const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

export const LOGIN_THROTTLED_MESSAGE =
  'Too many failed logins for this email. Wait 15 minutes and try again, or reset your password.';

/**
 * Slows password guessing: after five failures for an email in fifteen minutes, further
 * logins for it are refused until the oldest failure ages out. Unknown emails are counted
 * the same way, so the refusal reveals nothing about which accounts exist.
 */
export function loginThrottle(db: Kysely<Database>, email: string) {
  const emailKey = email.trim().toLowerCase();
  return {
    async isLocked(): Promise<boolean> {
      return (
        (await countRecentLoginFailures(db, emailKey, LOGIN_FAILURE_WINDOW_MS)) >=
        MAX_LOGIN_FAILURES
      );
    },
    failed: () => recordLoginFailure(db, emailKey),
    succeeded: () => clearLoginFailures(db, emailKey),
  };
}
