import { DateTime } from 'luxon';
import { accountEndpoints } from '../../src/shared/api/accountEndpoints';
import { asUser } from './asUser';
import type { TestApp } from './testApp';

/** Today, and 1 January to today: the default range of every read (docs/product.md#reading-times-and-date-ranges). */
export const today = DateTime.local().toFormat('yyyy-MM-dd');
export const thisYear = {
  date_from: DateTime.local().startOf('year').toFormat('yyyy-MM-dd'),
  date_to: today,
};

/** Has a secure pin mailed to the user (GENERATE SECURITY PIN) and reads it from the outbox. */
export async function mailedSecurePin(
  t: TestApp,
  who: { authorization: string; email: string },
): Promise<string> {
  await asUser(t.app, who).post(accountEndpoints.generateSecurePin);
  const mail = (await t.outbox()).filter((entry) => entry.to === who.email).at(-1);
  const pin = /\b(\d{6})\b/.exec(mail?.text ?? '')?.[1];
  if (pin === undefined) throw new Error(`No secure pin was mailed to ${who.email}`);
  return pin;
}
