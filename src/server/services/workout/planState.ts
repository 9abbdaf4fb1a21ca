import type { StoredPlan } from '../../db/repositories/routinesRepository';

/**
 * Where a prescription's plan stands on the patient's today (decision 043): yet to start, in
 * force (from its first to its last day), or over (past its last day, ended by the clinician,
 * or its prescriber no longer a doctor: derived here, so removing a clinician needs no hook).
 */
export type PlanState = 'upcoming' | 'in_force' | 'over';

export function planState(plan: StoredPlan, today: string, prescriberIsDoctor: boolean): PlanState {
  if (plan.ended_at !== null || !prescriberIsDoctor) return 'over';
  if (plan.ends_on !== null && plan.ends_on < today) return 'over';
  return plan.starts_on > today ? 'upcoming' : 'in_force';
}

/**
 * Whether the patient's dosage and deletion are locked: while the plan holds, from the day it
 * was prescribed until it is over, so a plan that starts next week is not deleted this one.
 */
export function planLocksRoutine(state: PlanState): boolean {
  return state !== 'over';
}
