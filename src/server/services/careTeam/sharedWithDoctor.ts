import type { Kysely } from 'kysely';
import { WORKOUT_AREA } from '../../../shared/api/careTeamParameters';
import { todayIso } from '../../../shared/dates/dateRanges';
import type { Database } from '../../db/database';
import { listLiveTermsToDoctor } from '../../db/repositories/careGrantsRepository';
import { areasOf } from './grantTerms';

export interface SharedWithDoctor {
  profiles: string[];
  expires_on: string | null;
  prescribe: boolean;
  gender: string;
}

/**
 * What each patient shares with a doctor today, by patient id: the areas (none once the grant
 * has ended), its last day, and the patient's sex for the reference bands.
 */
export async function sharedWithDoctor(
  db: Kysely<Database>,
  doctorId: number,
  allAreas: readonly string[],
): Promise<Map<number, SharedWithDoctor>> {
  const grants = await listLiveTermsToDoctor(db, doctorId);
  const today = todayIso();
  const shared = new Map<number, SharedWithDoctor>();
  for (const grant of grants) {
    if (grant.expiresOn !== null && grant.expiresOn < today) continue;
    const profiles = areasOf(grant, allAreas);
    if (profiles.length === 0) continue;
    shared.set(grant.patientId, {
      profiles,
      expires_on: grant.expiresOn,
      prescribe: grant.prescribe && profiles.includes(WORKOUT_AREA),
      gender: grant.gender,
    });
  }
  return shared;
}
