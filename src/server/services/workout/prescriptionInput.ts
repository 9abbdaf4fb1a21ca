import type { DosageBody, PlanBody } from '../../../shared/api/workoutContract';
import {
  DOSAGE_LIMITS,
  DOSAGE_NUMBER_FIELDS,
  ISO_WEEKDAYS,
} from '../../../shared/workout/prescriptionLimits';
import type { DosageExtras, StoredPlan } from '../../db/repositories/routinesRepository';

/** Why a prescription's plan or dosage was refused, naming the field and what to send. */
export const prescriptionRefusals = {
  noDays: 'plan.days: choose at least one weekday (1 Monday … 7 Sunday)',
  notADay: (position: number, day: number) =>
    `plan.days[${position}]: ${day} is not a weekday; use 1 (Monday) to 7 (Sunday)`,
  dayTwice: (position: number, day: number, first: number) =>
    `plan.days[${position}]: ${day} is already chosen at plan.days[${first}]; choose each day once`,
  endsBeforeStart: (endsOn: string, startsOn: string) =>
    `plan.ends_on: ${endsOn} is before plan.starts_on ${startsOn}; a plan cannot end before it starts`,
  outOfRange: (field: string, value: number, minimum: number, maximum: number) =>
    `${field}: ${value} is outside ${minimum}–${maximum}; give a whole number from ${minimum} to ${maximum}`,
  planNeeded: 'plan: a prescription needs its plan (days and starts_on); send it with patient_id',
  planOwn:
    'plan: a plan comes with a clinician’s prescription; your own routines run whenever you choose, so leave plan out',
  endPlanOwn:
    'end_plan: only the clinician who prescribed a routine ends its plan; ask to stop instead',
} as const;

/** What is wrong with a plan, or null. */
export function planProblem(plan: PlanBody): string | null {
  if (plan.days.length === 0) return prescriptionRefusals.noDays;
  const seen = new Map<number, number>();
  for (const [position, day] of plan.days.entries()) {
    if (!(ISO_WEEKDAYS as readonly number[]).includes(day)) {
      return prescriptionRefusals.notADay(position, day);
    }
    const first = seen.get(day);
    if (first !== undefined) return prescriptionRefusals.dayTwice(position, day, first);
    seen.set(day, position);
  }
  const endsOn = plan.ends_on ?? null;
  if (endsOn !== null && endsOn < plan.starts_on) {
    return prescriptionRefusals.endsBeforeStart(endsOn, plan.starts_on);
  }
  return null;
}

/** What is wrong with a dosage (field: where it sits, as "exercises[0].dosage"), or null. */
export function dosageProblem(field: string, dosage: DosageBody): string | null {
  for (const name of DOSAGE_NUMBER_FIELDS) {
    const value = dosage[name];
    if (value === undefined || value === null) continue;
    const { minimum, maximum } = DOSAGE_LIMITS[name];
    if (value < minimum || value > maximum) {
      return prescriptionRefusals.outOfRange(`${field}.${name}`, value, minimum, maximum);
    }
  }
  return null;
}

/** A plan as stored: days in weekday order, a missing end or note as none. */
export function storedPlanOf(plan: PlanBody): Omit<StoredPlan, 'ended_at'> {
  return {
    days: [...plan.days].sort((a, b) => a - b),
    starts_on: plan.starts_on,
    ends_on: plan.ends_on ?? null,
    note: plan.note?.trim() ?? '',
  };
}

/** A dosage as stored: reps and time in their own columns, the rest beside them. */
export function storedDosageOf(
  dosage: DosageBody,
): { reps: number | null; time: number | null } & DosageExtras {
  return {
    reps: dosage.reps ?? null,
    time: dosage.time_seconds ?? null,
    sets: dosage.sets ?? null,
    hold_seconds: dosage.hold_seconds ?? null,
    dosage_note: dosage.note?.trim() || null,
  };
}

/** The first problem among several, or null. */
export function firstProblem(...problems: (string | null)[]): string | null {
  return problems.find((problem) => problem !== null) ?? null;
}
