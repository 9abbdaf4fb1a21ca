import { isCalendarDate, latestTodayOnEarth } from '../../../shared/dates/dateRanges';
import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import type { ReadingValues } from '../../db/tables/readingsTable';

/** A date-typed element may not be in the future either (docs/product.md#add-data-and-validation). */
export function futureDateElement(
  dataset: ProfileDataset,
  values: ReadingValues,
): string | undefined {
  for (const element of dataset.structure.elements) {
    if (element.value_type !== 'date') continue;
    const name = storedNameOf(element);
    const value = values[name];
    if (typeof value !== 'string' || !isCalendarDate(value)) {
      return `${name} must be a real date as yyyy-MM-dd`;
    }
    if (value > latestTodayOnEarth()) return `${name} cannot be in the future`;
  }
  return undefined;
}
