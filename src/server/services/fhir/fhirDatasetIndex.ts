import type { Quantity } from 'fhir/r4';
import type { FhirResourceType } from '../../../shared/profile-config/fhirElementFields';
import type { ProfileConfig, RecordDate } from '../../../shared/profile-config/profileConfigSchema';
import type {
  FhirDataset,
  ProfileDataset,
  ProfileElement,
} from '../../../shared/profile-config/datasetSchema';
import type { ProfileChartTab } from '../../../shared/profile-config/tabSchema';
import { recordDateOf } from '../../../shared/profile-config/recordDate';
import { storedNameOf } from '../../../shared/profile-config/storedNameOf';
import { MOTUS_SYSTEMS, type MotusSystems } from './fhirSystems';

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
  /** The profile's title, e.g. 'Vitals Profile': what the area is called where it is shown. */
  profileTitle: string;
  /** The fixed scale the dataset's chart draws its values on, when its tab gives one. */
  valueAxis: ProfileChartTab['value_axis'];
  resource: FhirResourceType;
  category: FhirDataset['category'];
  recordDate: RecordDate;
  elements: readonly IndexedElement[];
}

/** Where a laboratory result in a partner's unit is stored, from a dataset's `import_codes`. */
export interface ImportCodeTarget {
  dataset: IndexedDataset;
  /** The dataset's one element (the validator allows import codes on no other). */
  element: IndexedElement;
  /** Multiplies a value in the partner's unit into the element's unit. */
  factor: number;
}

export const importCodeKey = (loinc: string, unit: string) => `${loinc} ${unit}`;

/** The unit an import code names: the result's UCUM code, else its unit text. */
export const importUnitOf = (quantity: Quantity): string => quantity.code ?? quantity.unit ?? '';

/** Everything the configs say about FHIR, looked up by what a resource carries. */
export interface FhirDatasetIndex {
  systems: MotusSystems;
  byId: ReadonlyMap<number, IndexedDataset>;
  /** Datasets by the LOINC code they (or, with one element, their element) carry. */
  byLoinc: ReadonlyMap<string, readonly IndexedDataset[]>;
  /**
   * `<loinc> <unit>` → the one dataset that takes a result so coded (the validator
   * makes each pair unique). The partner import places results by these alone; the FHIR import
   * tries them before the datasets' own LOINC and UCUM codes.
   */
  byImportCode: ReadonlyMap<string, ImportCodeTarget>;
  /** Element codes `<id>.<stored name>` → the dataset and element. */
  byElementCode: ReadonlyMap<string, { dataset: IndexedDataset; element: IndexedElement }>;
}

/** Built once from the loaded configs; views show their profile's datasets and are skipped. */
export function fhirDatasetIndex(configs: readonly ProfileConfig[]): FhirDatasetIndex {
  const byId = new Map<number, IndexedDataset>();
  const byLoinc = new Map<string, IndexedDataset[]>();
  const byImportCode = new Map<string, ImportCodeTarget>();
  const byElementCode = new Map<string, { dataset: IndexedDataset; element: IndexedElement }>();
  for (const config of configs) {
    if (config.view_of !== undefined) continue;
    for (const dataset of config.datasets) {
      const indexed: IndexedDataset = {
        dataset,
        profileId: config.id,
        profileTitle: config.title,
        valueAxis: config.tabs.find(
          (tab): tab is ProfileChartTab => tab.dataset === dataset.id && 'value_axis' in tab,
        )?.value_axis,
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
      const first = indexed.elements[0];
      for (const code of dataset.import_codes ?? []) {
        loincs.add(code.loinc);
        if (first === undefined) continue;
        byImportCode.set(importCodeKey(code.loinc, code.unit), {
          dataset: indexed,
          element: first,
          factor: code.factor ?? 1,
        });
      }
      for (const loinc of loincs) byLoinc.set(loinc, [...(byLoinc.get(loinc) ?? []), indexed]);
    }
  }
  return { systems: MOTUS_SYSTEMS, byId, byLoinc, byImportCode, byElementCode };
}

/**
 * The dataset a result with one of these LOINC codes, in this quantity's unit, is imported into,
 * where a config's import codes name the pair: for the partner import and the FHIR import alike.
 */
export function importCodeTargetOf(
  index: FhirDatasetIndex,
  loincs: readonly string[],
  quantity: Quantity | undefined,
): ImportCodeTarget | undefined {
  if (quantity === undefined) return undefined;
  for (const loinc of loincs) {
    const target = index.byImportCode.get(importCodeKey(loinc, importUnitOf(quantity)));
    if (target !== undefined) return target;
  }
  return undefined;
}
