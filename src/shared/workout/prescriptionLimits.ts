import { REPS_RANGE, SECONDS_RANGE } from './workoutCatalogueSchema';

/**
 * What a prescribed dosage may say, field by field (decision 043): reps and time within the
 * exercise catalogue's own limits, sets 1–20, a hold of up to ten minutes. The server checks
 * them and the prescribe dialog says them.
 */
export const DOSAGE_LIMITS = {
  sets: { minimum: 1, maximum: 20 },
  reps: REPS_RANGE,
  hold_seconds: { minimum: 0, maximum: 600 },
  time_seconds: SECONDS_RANGE,
} as const;
export type DosageNumberField = keyof typeof DOSAGE_LIMITS;
export const DOSAGE_NUMBER_FIELDS = Object.keys(DOSAGE_LIMITS) as DosageNumberField[];

export const DOSAGE_NOTE_MAX = 500;
export const PLAN_NOTE_MAX = 2000;

/** ISO weekdays: 1 is Monday, 7 is Sunday. */
export const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
