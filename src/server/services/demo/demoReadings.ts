import type { DateTime } from 'luxon';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { chartTabsOf } from '../../../shared/profile-config/profileTabKinds';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import type { NewReading } from '../../db/repositories/readingsRepository';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { demoDays, morningOf } from './demoCalendar';
import { gaussian, seededRandom } from './demoRandom';
import { storyValue } from './demoStory';
import { typicalFor } from './typicalValues';

/** How often the athlete records each profile's readings, in days; others every 4 days. */
const cadenceDays: Record<string, number> = {
  activity: 1,
  vitals: 2,
  pain: 3,
  fitness: 3,
  body: 7,
  conditioning: 21,
};
const DEFAULT_CADENCE = 4;

function demoValue(
  profileId: string,
  element: ProfileElement,
  dayOfYear: number,
  random: () => number,
): number | undefined {
  if (element.value_type !== 'integer' && element.value_type !== 'decimal') return undefined;
  const typical = typicalFor(element);
  const value = gaussian(
    random,
    storyValue(profileId, element, typical.mean, dayOfYear),
    typical.spread,
  );
  const bounded = Math.min(element.maximum ?? Infinity, Math.max(element.minimum ?? 0, value));
  return element.value_type === 'integer' ? Math.round(bounded) : Math.round(bounded * 100) / 100;
}

/**
 * A year of the charted readings of every profile that is not pin-gated, from the configs
 * alone: a new dataset gets demo readings too. Each dataset keeps its own rhythm (offset
 * by its id) so the charts do not all tick on the same days.
 */
export function demoChartReadings(
  userId: number,
  configs: readonly ProfileConfig[],
  today: DateTime,
): NewReading[] {
  const random = seededRandom(today.year * 1000 + today.ordinal);
  const days = demoDays(today);
  const readings: NewReading[] = [];
  for (const config of configs) {
    if (config.pin || config.view_of !== undefined) continue;
    const charted = new Set(chartTabsOf(config).map((tab) => tab.dataset));
    const cadence = cadenceDays[config.id] ?? DEFAULT_CADENCE;
    for (const dataset of config.datasets.filter((candidate) => charted.has(candidate.id))) {
      days.forEach((day, index) => {
        if ((index + dataset.id) % cadence !== 0) return;
        const values: ReadingValues = {};
        for (const element of dataset.structure.elements) {
          const value = demoValue(config.id, element, day.ordinal, random);
          if (value !== undefined) values[storedNameOf(element)] = value;
        }
        readings.push({ userId, datasetId: dataset.id, createdOn: morningOf(day, random), values });
      });
    }
  }
  return readings;
}
