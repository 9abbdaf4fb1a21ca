import type { ChartRecord } from '../../../src/shared/api/readingContract';
import type { ProfileChartTab } from '../../../src/shared/profile-config/tabSchema';

/** Daily Workout readings for `years` years up to 2026-11-21, the same on every run. */
export function workoutHistory(tab: ProfileChartTab, years: number): ChartRecord[] {
  const days = Math.round(years * 365);
  const end = Date.UTC(2026, 10, 21, 7, 30);
  const records: ChartRecord[] = [];
  for (let day = days - 1; day >= 0; day--) {
    const created = new Date(end - day * 86_400_000).toISOString();
    const record: ChartRecord = { created_on: `${created.slice(0, 10)} ${created.slice(11, 16)}` };
    tab.series.forEach((series, index) => {
      const wave = Math.sin((day + index * 17) / 23) * 12 + Math.cos(day / 91) * 6;
      const base = series.value_kind === 'decimal' ? 42 : 90 + index * 4;
      const value = base + wave;
      record[series.field] =
        series.value_kind === 'decimal' ? Math.round(value * 100) / 100 : Math.round(value);
    });
    records.push(record);
  }
  return records;
}
