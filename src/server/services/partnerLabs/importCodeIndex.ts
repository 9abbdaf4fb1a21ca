import type { ProfileConfig } from '../../../shared/profile-config/profileConfigSchema';
import type { ProfileDataset, ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';

export interface ImportTarget {
  dataset: ProfileDataset;
  element: ProfileElement;
  /** The name the value is stored under. */
  field: string;
  /** Multiplies the partner's value into the element's unit. */
  factor: number;
}

/** `${loinc} ${ucum unit}` → where such a result is stored, from the configs' import_codes. */
export type ImportCodeIndex = ReadonlyMap<string, ImportTarget>;

export const importKey = (loinc: string, unit: string) => `${loinc} ${unit}`;

/** Built once from the configs (the validator has made each code and unit pair unique). */
export function importCodeIndex(configs: readonly ProfileConfig[]): ImportCodeIndex {
  const index = new Map<string, ImportTarget>();
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) {
      const element = dataset.structure.elements[0];
      if (element === undefined) continue;
      for (const code of dataset.import_codes ?? []) {
        index.set(importKey(code.loinc, code.unit), {
          dataset,
          element,
          field: storedNameOf(element),
          factor: code.factor ?? 1,
        });
      }
    }
  }
  return index;
}
