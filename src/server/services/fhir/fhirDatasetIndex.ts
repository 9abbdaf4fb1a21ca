import type { FhirResourceType } from '../../../shared/profile-config/fhirElementFields';
import type { ProfileConfig, RecordDate } from '../../../shared/profile-config/profileConfigSchema';
import type {
  FhirDataset,
  ProfileDataset,
  ProfileElement,
} from '../../../shared/profile-config/datasetSchema';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import { motusSystemsOf, type MotusSystems } from './fhirSystems';

export interface IndexedElement {
  element: ProfileElement;
  /** The name the value is stored under. */
  field: string;
  /** `<dataset id>.<stored name>` in the Motus code system. */
  code: string;
}

export interface IndexedDataset {
  dataset: ProfileDataset;
  profileId: string;
  resource: FhirResourceType;
  category: FhirDataset['category'];
  recordDate: RecordDate;
  elements: readonly IndexedElement[];
}

/** Everything the configs say about FHIR, looked up by what a resource carries. */
export interface FhirDatasetIndex {
  systems: MotusSystems;
  byId: ReadonlyMap<number, IndexedDataset>;
  /** Datasets by the LOINC code they (or, with one element, their element) carry. */
  byLoinc: ReadonlyMap<string, readonly IndexedDataset[]>;
  /** Element codes `<id>.<stored name>` → the dataset and element. */
  byElementCode: ReadonlyMap<string, { dataset: IndexedDataset; element: IndexedElement }>;
}

/** Built once from the loaded configs; views show their profile's datasets and are skipped. */
export function fhirDatasetIndex(
  configs: readonly ProfileConfig[],
  publicUrl: string,
): FhirDatasetIndex {
  const byId = new Map<number, IndexedDataset>();
  const byLoinc = new Map<string, IndexedDataset[]>();
  const byElementCode = new Map<string, { dataset: IndexedDataset; element: IndexedElement }>();
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) {
      const indexed: IndexedDataset = {
        dataset,
        profileId: config.id,
        resource: dataset.fhir?.resource ?? 'Observation',
        category: dataset.fhir?.category,
        recordDate: recordDateOf(config),
        elements: dataset.structure.elements.map((element) => ({
          element,
          field: storedNameOf(element),
          code: `${dataset.id}.${storedNameOf(element)}`,
        })),
      };
      byId.set(dataset.id, indexed);
      for (const element of indexed.elements) {
        byElementCode.set(element.code, { dataset: indexed, element });
      }
      const loincs = new Set<string>();
      if (dataset.loinc !== undefined) loincs.add(dataset.loinc);
      const only = indexed.elements.length === 1 ? indexed.elements[0] : undefined;
      if (only?.element.loinc !== undefined) loincs.add(only.element.loinc);
      for (const code of dataset.import_codes ?? []) loincs.add(code.loinc);
      for (const loinc of loincs) byLoinc.set(loinc, [...(byLoinc.get(loinc) ?? []), indexed]);
    }
  }
  return { systems: motusSystemsOf(publicUrl), byId, byLoinc, byElementCode };
}
