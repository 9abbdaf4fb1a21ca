import { randomInt } from 'node:crypto';
import type { Kysely } from 'kysely';
import { SECURE_PIN_LENGTH } from '../../../shared/api/securePinContract';
import type { Database } from '../../db/database';
import { saveSecurePinHash } from '../../db/repositories/securePinsRepository';
import { clearThrottleEvents } from '../../db/repositories/throttleEventsRepository';
import type { UserRow } from '../../db/tables/usersTable';
import { securePinMail } from '../mail/mailTemplates';
import type { Mailer } from '../mail/mailer';
import { hashPassword } from '../passwords/passwordHashing';
import { throttle } from '../throttling/throttles';
import { pinFailureRule, pinLockRule, pinMailRule, pinSubject } from './securePinRules';

export type IssueOutcome = 'mailed' | 'too-many-mails';

/** Six random digits, leading zeros allowed. */
function newPin(): string {
  return String(randomInt(0, 10 ** SECURE_PIN_LENGTH)).padStart(SECURE_PIN_LENGTH, '0');
}

/**
 * Makes a new secure pin, stores only its hash, and mails it to the user. The earlier pin
 * stops working and any lock ends: whoever reads the mailbox is the owner. At most five
 * pin mails an hour per user.
 */
export async function issueSecurePin(
  db: Kysely<Database>,
  mailer: Mailer,
  user: Pick<UserRow, 'id' | 'email' | 'first_name'>,
): Promise<IssueOutcome> {
  const subject = pinSubject(user.id);
  if (!(await throttle(db, pinMailRule, subject).take())) return 'too-many-mails';
  const pin = newPin();
  const pinHash = await hashPassword(pin);
  await db.transaction().execute(async (trx) => {
    await saveSecurePinHash(trx, user.id, pinHash);
    await clearThrottleEvents(trx, pinFailureRule.kind, subject);
    await clearThrottleEvents(trx, pinLockRule.kind, subject);
  });
  await mailer.send(securePinMail(user.email, user.first_name, pin));
  return 'mailed';
}
