// Apart from the config's schema, so the browser can read it without loading TypeBox.
import type { RecordDate } from './profileConfigSchema';

/** Readings of the chart profiles: created_on with the time the user entered them. */
export const DEFAULT_RECORD_DATE: RecordDate = { field: 'created_on', time: true };

export function recordDateOf(profile: { record_date?: RecordDate }): RecordDate {
  return profile.record_date ?? DEFAULT_RECORD_DATE;
}
