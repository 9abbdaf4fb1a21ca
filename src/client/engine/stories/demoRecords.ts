import { DateTime } from 'luxon';
import type { ProfileListEntry } from '../../../shared/api/profileListContract';
import type { ReadRecord } from '../../../shared/api/readingContract';
import { DATE_FORMAT } from '../../../shared/dates/dateFormats';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import type { ProfileTableTab } from '../../../shared/profile-config/tabSchema';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';

function demoValue(element: ProfileElement, index: number, day: DateTime): number | string {
  switch (element.value_type) {
    case 'text':
      return `${element.ui_name} of record ${index + 1}`;
    case 'date':
      return day.minus({ days: 3 + index }).toFormat(DATE_FORMAT);
    case 'boolean':
      return index % 2;
    case 'integer':
      return (element.minimum ?? 0) + index;
    case 'decimal':
      return (element.minimum ?? 0) + index + 0.5;
  }
}

/**
 * Demo records for a table tab over a range: a few, spread over it, every column filled.
 * Deterministic, so a story looks the same on every run.
 */
export function demoRecords(
  profile: ProfileListEntry,
  tab: ProfileTableTab,
  range: { date_from: string; date_to: string },
  count = 3,
): ReadRecord[] {
  const dataset = profile.dataset_set.find((candidate) => candidate.id === tab.dataset);
  if (!dataset) return [];
  const recordDate = recordDateOf(profile);
  const start = DateTime.fromFormat(range.date_from, DATE_FORMAT);
  const end = DateTime.fromFormat(range.date_to, DATE_FORMAT);
  const step = Math.max(1, Math.floor(end.diff(start, 'days').days / count));
  return Array.from({ length: count }, (_, index) => {
    const day = start.plus({ days: step * index });
    const record: ReadRecord = {
      id: index + 1,
      [recordDate.field]: day.toFormat(recordDate.time ? 'yyyy-MM-dd HH:mm' : DATE_FORMAT),
    };
    for (const element of dataset.structure.elements) {
      record[storedNameOf(element)] = demoValue(element, index, day);
    }
    return record;
  });
}
