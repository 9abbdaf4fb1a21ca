import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';

/**
 * What happens to the demo athlete over the year, as data: a spring training block that
 * lowers the resting heart rate and lifts the conditioning results, and a calf strain in
 * early summer that shows in the pain scores and a dip in activity. Days are days of the
 * year (1 January is 1).
 */
export interface Phase {
  name: string;
  from: number;
  to: number;
}

export const trainingBlock: Phase = { name: 'spring training block', from: 70, to: 150 };
export const calfStrain: Phase = { name: 'calf strain', from: 176, to: 197 };

/** 0 before the phase, rising to 1 at its end, and staying there (a lasting effect). */
function progress(day: number, phase: Phase): number {
  if (day <= phase.from) return 0;
  return Math.min(1, (day - phase.from) / (phase.to - phase.from));
}

/** 1 on the phase's first day, fading to 0 at its end (an effect that heals). */
function fading(day: number, phase: Phase): number {
  if (day < phase.from || day > phase.to) return 0;
  return 1 - (day - phase.from) / (phase.to - phase.from);
}

/**
 * The value of an element on a day of the story, from its typical value: the effect depends
 * on the element's name and its profile, never on a dataset id.
 */
export function storyValue(
  profileId: string,
  element: ProfileElement,
  typical: number,
  day: number,
): number {
  const trained = progress(day, trainingBlock);
  const hurt = fading(day, calfStrain);
  if (element.name === 'rested_hr') return typical + 3 - 5 * trained + 3 * hurt;
  if (profileId === 'pain') return typical + 6 * hurt;
  if (profileId === 'activity') return typical * (1 - 0.6 * hurt);
  if (profileId === 'conditioning') {
    // A result in seconds is a time: training makes it smaller.
    const better = element.unit === 's' ? -1 : 1;
    return typical * (1 + better * (0.08 * trained - 0.06 * hurt));
  }
  return typical;
}
