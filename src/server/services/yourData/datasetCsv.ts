import { recordDateOf } from '../../../shared/profile-config/recordDate';
import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset, ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import { quotedText, type CsvCell } from '../../../shared/csv/csvText';
import type { ReadingValues } from '../../db/tables/readingsTable';

/** A dataset's file in the export, with the profile it belongs to. */
export interface ExportedDataset {
  profile: ProfileConfig;
  dataset: ProfileDataset;
  /** <profile id>/<dataset id>-<dataset name slug>.csv */
  fileName: string;
}

/** "Blood Pressure" → "blood-pressure", "Sit & Reach (cm)" → "sit-reach-cm". */
export function nameSlug(name: string): string {
  return name
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Every dataset a reading can be stored in, once: views show other profiles' datasets. */
export function exportedDatasets(configs: readonly ProfileConfig[]): ExportedDataset[] {
  return configs
    .filter((profile) => profile.view_of === undefined)
    .flatMap((profile) =>
      profile.datasets.map((dataset) => ({
        profile,
        dataset,
        fileName: `${profile.id}/${dataset.id}-${nameSlug(dataset.name)}.csv`,
      })),
    );
}

/** The first column's name: the date every reading has. */
export const CREATED_ON_COLUMN = 'created_on';

/** "Systolic (mmHg)", or "Description" for a value without a unit. */
export function elementColumn(element: ProfileElement): string {
  return element.unit === '' ? element.ui_name : `${element.ui_name} (${element.unit})`;
}

export function datasetCsvHeader(dataset: ProfileDataset): string[] {
  return [CREATED_ON_COLUMN, ...dataset.structure.elements.map(elementColumn)];
}

/** A stored value as the file has it: numbers as numbers, yes/no as true/false, text quoted. */
function valueCell(element: ProfileElement, value: number | string | undefined): CsvCell {
  if (value === undefined) return null;
  switch (element.value_type) {
    case 'integer':
    case 'decimal':
      return value;
    case 'boolean':
      // Stored as 1 (Yes) or 0 (No).
      return value === 1 || value === '1';
    case 'date':
      return String(value);
    case 'text':
      return quotedText(String(value));
  }
}

/**
 * One reading as cells. created_on is yyyy-MM-dd HH:mm, the person's wall-clock time with no
 * zone (decision 002), or yyyy-MM-dd for records kept by the day (the medical history).
 */
export function datasetCsvCells(
  { profile, dataset }: Pick<ExportedDataset, 'profile' | 'dataset'>,
  reading: { created_on: string; values: ReadingValues },
): CsvCell[] {
  const createdOn = recordDateOf(profile).time
    ? reading.created_on.slice(0, 'yyyy-MM-dd HH:mm'.length)
    : reading.created_on.slice(0, 'yyyy-MM-dd'.length);
  return [
    createdOn,
    ...dataset.structure.elements.map((element) =>
      valueCell(element, reading.values[storedNameOf(element)]),
    ),
  ];
}
