import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { realProfiles } from '../../engine/testing/realProfiles';
import type { YearSummary } from './yearSummaryApi';

/** The activity config's fields, as the server lists them in its year summary. */
const activityFields = chartTabsOf(realProfiles.activity).flatMap((tab) =>
  tab.series.map(({ field, label, unit }) => ({ field, label, unit })),
);

/**
 * An athlete's 2026 up to late November, month by month: a build-up to the summer season,
 * no cricket (overs) and no pool (laps), and November only three weeks old.
 */
const athleteMonths: Record<string, number[]> = {
  exercise_time: [620, 580, 710, 760, 820, 900, 950, 880, 790, 730, 410],
  training_time: [300, 320, 360, 380, 400, 420, 380, 360, 390, 370, 180],
  gym_time: [240, 220, 260, 200, 180, 160, 120, 140, 200, 230, 110],
  match_time: [0, 0, 90, 180, 270, 270, 180, 270, 180, 90, 0],
  step_count: [
    182000, 171500, 198300, 210400, 226800, 241000, 252300, 238900, 219700, 205100, 118400,
  ],
  overs: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  sets: [48, 44, 52, 40, 36, 30, 24, 28, 40, 46, 22],
  laps: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
  distance: [62.4, 58.1, 71.5, 80.2, 88.6, 95.3, 102.7, 97.4, 84.9, 76.2, 38.5],
  time: [340, 318, 392, 430, 468, 505, 540, 512, 455, 410, 205],
};

function activityYear(monthCount: number, valueOf: (field: string, index: number) => number) {
  return {
    year: 2026,
    fields: activityFields,
    months: Array.from({ length: monthCount }, (_, index) => ({
      month: `2026-${String(index + 1).padStart(2, '0')}`,
      totals: Object.fromEntries(activityFields.map(({ field }) => [field, valueOf(field, index)])),
    })),
  } satisfies YearSummary;
}

export const athleteActivityYear: YearSummary = activityYear(
  11,
  (field, index) => athleteMonths[field]?.[index] ?? 0,
);

/** 3 January: one run so far. */
export const firstWeekActivityYear: YearSummary = activityYear(1, (field) =>
  field === 'exercise_time' ? 35 : field === 'distance' ? 6.2 : field === 'time' ? 35 : 0,
);

/** Late November with nothing recorded at all. */
export const emptyActivityYear: YearSummary = activityYear(11, () => 0);
