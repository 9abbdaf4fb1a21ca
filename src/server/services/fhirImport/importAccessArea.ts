import type { Kysely } from 'kysely';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { Database } from '../../db/database';
import { findSecurePinHash } from '../../db/repositories/securePinsRepository';
import { profileAccessArea, type AccessArea } from '../access/accessArea';

/**
 * Where an import writes, as accessData judges a write: a pin-gated profile among the
 * readings' profiles asks for the person's secure pin, as a write to it does (decision 006),
 * when the person has one. A person who never made a pin has nothing behind one yet (the
 * export gives them everything without one, and its import must give it back).
 */
export async function importAccessArea(
  db: Kysely<Database>,
  userId: number,
  profileIds: readonly string[],
  configs: readonly ProfileConfig[],
): Promise<AccessArea> {
  const written = configs.filter((config) => profileIds.includes(config.id));
  const pinned = written.find((config) => config.pin);
  const first = pinned ?? written[0] ?? configs[0];
  if (first === undefined) throw new Error('No profile config is loaded');
  const area = profileAccessArea(first);
  if (pinned === undefined) return { ...area, pin: false };
  const hasPin = (await findSecurePinHash(db, userId)) !== undefined;
  return { ...area, pin: hasPin };
}
