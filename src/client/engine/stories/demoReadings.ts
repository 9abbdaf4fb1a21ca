import { DateTime } from 'luxon';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import type { ChartRecord } from '../../../shared/api/readingContract';
import { DATE_FORMAT, DATE_TIME_FORMAT } from '../../../shared/dates/dateFormats';
import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';

interface ValueBounds {
  low: number;
  high: number;
}

/** A plausible band for a field: inside its element's limits, or 40–60 when it has none. */
function boundsOf(profile: ProfileListEntry, field: string): ValueBounds {
  const element = profile.dataset_set
    .flatMap((dataset) => dataset.structure.elements)
    .find((candidate) => candidate.name === field);
  const minimum = element?.minimum ?? 40;
  const maximum = element?.maximum ?? 60;
  const span = maximum - minimum;
  // The middle fifth of the allowed range reads like a real person, not an outlier.
  return { low: minimum + span * 0.35, high: minimum + span * 0.55 };
}

/**
 * Demo readings for a tab over a range: one every few days, each series a gentle wave with
 * its own phase. Deterministic, so a story looks the same on every run.
 */
export function demoReadings(
  profile: ProfileListEntry,
  tab: ProfileChartTab,
  range: { date_from: string; date_to: string },
  everyDays = 4,
): ChartRecord[] {
  const start = DateTime.fromFormat(range.date_from, DATE_FORMAT);
  const end = DateTime.fromFormat(range.date_to, DATE_FORMAT);
  const records: ChartRecord[] = [];
  for (let day = start, index = 0; day <= end; day = day.plus({ days: everyDays }), index += 1) {
    const record: ChartRecord = {
      id: index + 1,
      created_on: day.set({ hour: 7 + (index % 3), minute: 15 }).toFormat(DATE_TIME_FORMAT),
    };
    tab.series.forEach((series, seriesIndex) => {
      const { low, high } = boundsOf(profile, series.field);
      const wave = (Math.sin(index / 3 + seriesIndex) + 1) / 2;
      const value = low + (high - low) * wave;
      record[series.field] =
        series.value_kind === 'integer' ? Math.round(value) : Math.round(value * 100) / 100;
    });
    records.push(record);
  }
  return records;
}
