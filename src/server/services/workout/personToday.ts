import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { todayIso } from '../../../shared/dates/dateRanges';
import type { Database } from '../../db/database';
import { findUserById } from '../../db/repositories/usersRepository';
import { personTimeZone } from '../timeZones/personTimeZone';

/** The person's today, yyyy-MM-dd, in their own time zone: a plan's days are theirs. */
export async function personToday(db: Kysely<Database>, userId: number): Promise<string> {
  const user = await findUserById(db, userId);
  return todayIso(DateTime.now().setZone(personTimeZone(user?.time_zone)));
}
