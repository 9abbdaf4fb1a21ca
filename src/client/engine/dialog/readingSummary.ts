import type { ProfileDataset } from '../../../shared/profile-config/datasetSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import { formatReadingNumber } from '../format/readingNumber';

/**
 * A reading in a line, as the list of waiting writes shows it: each value with its unit,
 * then when it was taken ("5 km, 30 min · 2026-11-20 09:41").
 */
export function readingSummary(
  dataset: ProfileDataset,
  body: Record<string, number | string>,
  dateField: string,
): string {
  const values = dataset.structure.elements.flatMap((element) => {
    const value = body[storedNameOf(element)];
    if (value === undefined || value === '') return [];
    const shown = typeof value === 'number' ? formatReadingNumber(value) : value;
    return [element.unit ? `${shown} ${element.unit}` : shown];
  });
  return [values.join(', '), String(body[dateField] ?? '')].filter(Boolean).join(' · ');
}
