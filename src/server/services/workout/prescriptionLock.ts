import type { Kysely } from 'kysely';
import { personName } from '../../../shared/calling/personName';
import type { Database } from '../../db/database';
import { findRoutinePrescription } from '../../db/repositories/prescriptionsRepository';
import type { Refusal } from '../refusal';
import { personToday } from './personToday';
import { planLocksRoutine, planState } from './planState';

/**
 * Whether the person may change this routine's dosage or delete it: undefined when they have
 * no such routine, null when they may, else the prescriber's name (their plan holds).
 */
export async function prescriberHolding(
  db: Kysely<Database>,
  userId: number,
  routineId: number,
): Promise<string | null | undefined> {
  const found = await findRoutinePrescription(db, userId, routineId);
  if (!found) return undefined;
  if (found.plan === null || found.prescriber === null) return null;
  const state = planState(found.plan, await personToday(db, userId), found.prescriber.is_doctor);
  return planLocksRoutine(state) ? personName(found.prescriber) : null;
}

/** A change the route refuses from inside a transaction, which is rolled back. */
export class RoutineChangeRefused extends Error {
  constructor(readonly refusal: Refusal<400 | 404>) {
    super(refusal.body.message);
  }
}
