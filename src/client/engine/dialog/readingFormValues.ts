import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import type { ReadingFormData } from '../../../shared/profile-config/readingFormSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';

/** The form's values (by form name) as the write sends them (by stored name); empty ones left out. */
export function storedValuesOf(
  dataset: ProfileDataset,
  formData: ReadingFormData,
): Record<string, number | string> {
  const values: Record<string, number | string> = {};
  for (const element of dataset.structure.elements) {
    const value = formData[element.name];
    if (value !== undefined) values[storedNameOf(element)] = value;
  }
  return values;
}
