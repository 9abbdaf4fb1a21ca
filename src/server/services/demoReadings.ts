import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import {
  chartTabsOf,
  type ProfileConfig,
  type ProfileElement,
} from '../../shared/profile-config/profileConfigSchema';
import type { Database } from '../db/database';
import { insertReadings } from '../db/repositories/readingsRepository';
import type { ReadingValues } from '../db/tables/readingsTable';

/** Days of history a demo account starts with, and how often it has a reading. */
const HISTORY_DAYS = 180;
const EVERY_DAYS = 4;

/** A plausible value that drifts over the months, inside the element's limits. */
function demoValue(element: ProfileElement, day: number, seed: number): number | undefined {
  if (element.value_type !== 'integer' && element.value_type !== 'decimal') return undefined;
  const low = element.minimum ?? 0;
  const high = element.maximum ?? low + 100;
  const middle = low + (high - low) * 0.35;
  const swing = (high - low) * 0.08;
  const value =
    middle + Math.sin((day + seed * 7) / 15) * swing + Math.cos(day / 41 + seed) * swing * 0.5;
  const bounded = Math.min(high, Math.max(low, value));
  return element.value_type === 'integer' ? Math.round(bounded) : Math.round(bounded * 100) / 100;
}

/**
 * Half a year of readings for every charted dataset of every profile, so a demo account
 * shows what Motus looks like in use. Generated from the configs: a new dataset gets demo
 * readings too.
 */
export async function seedDemoReadings(
  db: Kysely<Database>,
  userId: number,
  configs: readonly ProfileConfig[],
  today: DateTime = DateTime.local(),
): Promise<number> {
  // A pin-gated profile's data needs a pin the demo account does not have: it starts empty.
  const charted = new Set(
    configs
      .filter((config) => !config.pin)
      .flatMap((config) => chartTabsOf(config).map((tab) => tab.dataset)),
  );
  const rows = configs.flatMap((config) =>
    config.datasets
      .filter((dataset) => charted.has(dataset.id))
      .flatMap((dataset) =>
        Array.from({ length: Math.floor(HISTORY_DAYS / EVERY_DAYS) + 1 }, (_, index) => {
          const daysAgo = HISTORY_DAYS - index * EVERY_DAYS;
          const values: ReadingValues = {};
          dataset.structure.elements.forEach((element, position) => {
            const value = demoValue(element, index * EVERY_DAYS, dataset.id + position);
            if (value !== undefined) values[element.name] = value;
          });
          return {
            userId,
            datasetId: dataset.id,
            createdOn: today
              .minus({ days: daysAgo })
              .set({ hour: 7, minute: 30 })
              .toFormat('yyyy-MM-dd HH:mm:ss'),
            values,
          };
        }),
      ),
  );
  await insertReadings(db, rows);
  return rows.length;
}
