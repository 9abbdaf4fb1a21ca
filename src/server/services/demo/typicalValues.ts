import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';

/** Where a value sits for the demo athlete, and how much it wanders from day to day. */
export interface Typical {
  mean: number;
  /** One standard deviation of day-to-day noise. */
  spread: number;
}

/**
 * Typical values of a trained 34-year-old male runner (74 kg, 1.80 m), by element name. Only
 * the common measures are named; anything else falls back to typicalByLimits, so a new
 * dataset still gets believable demo data.
 */
const byElementName: Record<string, Typical> = {
  rested_hr: { mean: 54, spread: 2.2 },
  systolic_value: { mean: 112, spread: 5 },
  diastolic_value: { mean: 71, spread: 4 },
  temperature: { mean: 36.7, spread: 0.18 },
  glucose: { mean: 5.0, spread: 0.35 },
  respiratory_rate: { mean: 14, spread: 1.2 },
  mass_before: { mean: 74.2, spread: 0.4 },
  mass_after: { mean: 73.4, spread: 0.4 },
  input: { mean: 2.6, spread: 0.3 },
  output: { mean: 2.3, spread: 0.3 },
  additional_drainage: { mean: 0.1, spread: 0.05 },
  pain_at_rest: { mean: 0.4, spread: 0.5 },
  pain_with_motion: { mean: 0.8, spread: 0.6 },
  difficulty_of_movement: { mean: 0.6, spread: 0.5 },
  pain_before_exercise: { mean: 0.5, spread: 0.5 },
  pain_after_exercise: { mean: 0.9, spread: 0.6 },
  exercise_time: { mean: 55, spread: 15 },
  training_time: { mean: 45, spread: 15 },
  gym_time: { mean: 30, spread: 12 },
  match_time: { mean: 20, spread: 15 },
  step_count: { mean: 11500, spread: 2500 },
  distance: { mean: 9, spread: 3 },
  time: { mean: 50, spread: 15 },
  skin_fold: { mean: 11, spread: 0.4 },
  body_mass: { mean: 74, spread: 0.5 },
  body_height: { mean: 1.8, spread: 0 },
  calorie_value: { mean: 2750, spread: 250 },
  expected_calorie_value: { mean: 2800, spread: 60 },
  walking_test_distance: { mean: 720, spread: 20 },
  beep_level: { mean: 12, spread: 0.6 },
  cooper_test_VO2: { mean: 54, spread: 1.5 },
  sit_and_reach: { mean: 8, spread: 1.5 },
  push_up_test: { mean: 42, spread: 3 },
  plank_min: { mean: 2.5, spread: 0.3 },
  vertical_jump: { mean: 48, spread: 2 },
  bench_press_1rm: { mean: 72, spread: 2 },
};

/** Typical by unit, where the name is unknown. */
const byUnit: Record<string, Typical> = {
  bpm: { mean: 128, spread: 8 },
  'mL/kg/min': { mean: 52, spread: 1.5 },
  kg: { mean: 74, spread: 0.5 },
  min: { mean: 40, spread: 10 },
  reps: { mean: 35, spread: 4 },
  s: { mean: 12, spread: 0.6 },
  '°': { mean: 80, spread: 4 },
};

/** Somewhere sensible inside the element's limits: a quarter of the way up, gently noisy. */
function typicalByLimits(element: ProfileElement): Typical {
  const low = element.minimum ?? 0;
  const high = element.maximum ?? low + 100;
  return { mean: low + (high - low) * 0.25, spread: (high - low) * 0.02 };
}

export function typicalFor(element: ProfileElement): Typical {
  return byElementName[element.name] ?? byUnit[element.unit] ?? typicalByLimits(element);
}
