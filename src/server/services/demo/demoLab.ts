import type { DateTime } from 'luxon';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { holdsOneNumber } from '../../../shared/profile-config/holdsOneNumber';
import { referenceFor, type Sex } from '../../../shared/profile-config/referenceFor';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import type { NewReading } from '../../db/repositories/readingsRepository';
import { demoDays, morningOf } from './demoCalendar';
import { gaussian, seededRandom } from './demoRandom';

/** Blood was taken at these points of the demo year (as shares of the days so far). */
const PANEL_AT = [0.04, 0.33, 0.62, 0.93];

/**
 * The one result outside its band, and why: after the spring training block the athlete's
 * ferritin (LOINC 2276-4) ran low, as it often does in endurance runners.
 */
const LOW_RESULT = { loinc: '2276-4', panel: 2, shareOfLow: 0.7 };

function insideValue(low: number | undefined, high: number | undefined, centre: number): number {
  if (low !== undefined && high !== undefined) return low + (high - low) * centre;
  if (high !== undefined) return high * (0.45 + centre * 0.3);
  return (low ?? 1) * (1.3 + centre * 0.5);
}

/** Noise never carries a steady result out of its band: only the story's one result leaves it. */
function insideBand(value: number, { low, high }: { low?: number; high?: number }): number {
  const margin = low !== undefined && high !== undefined ? (high - low) * 0.05 : 0;
  if (low !== undefined && value < low + margin) return low + margin;
  if (high !== undefined && value > high - margin) return high - margin;
  return value;
}

/**
 * A few blood panels over the year: every chartable test that has a typical interval for the
 * athlete's sex, inside it and steady from panel to panel, except the ferritin of the third
 * panel. From the configs: a new test with an interval joins the panels.
 */
export function demoLabReadings(
  userId: number,
  configs: readonly ProfileConfig[],
  today: DateTime,
  sex: Sex,
): NewReading[] {
  const random = seededRandom(today.year * 7 + today.ordinal);
  const days = demoDays(today);
  const readings: NewReading[] = [];
  for (const config of configs) {
    // Blood tests are the pin-gated charts (the medical history is a table).
    if (!config.pin || config.view_of !== undefined) continue;
    const charted = new Set(chartTabsOf(config).map((tab) => tab.dataset));
    for (const dataset of config.datasets.filter((candidate) => charted.has(candidate.id))) {
      if (!holdsOneNumber(dataset)) continue;
      const band = referenceFor(dataset.reference, sex);
      const element = dataset.structure.elements[0];
      if (band === undefined || element === undefined) continue;
      // Each test has its own place in the band, kept across panels: a person, not noise.
      const centre = 0.3 + random() * 0.4;
      PANEL_AT.forEach((share, panel) => {
        const day = days[Math.min(days.length - 1, Math.floor(share * (days.length - 1)))];
        if (day === undefined) return;
        const low = dataset.loinc === LOW_RESULT.loinc && panel === LOW_RESULT.panel;
        const steady = insideValue(band.low, band.high, centre);
        const value = low
          ? (band.low ?? steady) * LOW_RESULT.shareOfLow
          : insideBand(gaussian(random, steady, Math.abs(steady) * 0.03), band);
        readings.push({
          userId,
          datasetId: dataset.id,
          createdOn: morningOf(day, random),
          values: { [storedNameOf(element)]: Math.round(value * 100) / 100 },
        });
      });
    }
  }
  return readings;
}
