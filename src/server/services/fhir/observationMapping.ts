import type { CodeableConcept, Coding, Observation, ObservationComponent } from 'fhir/r4';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { isNumericElement } from './elementValues';
import type { IndexedDataset, IndexedElement } from './fhirDatasetIndex';
import { personTimeZone } from '../timeZones/personTimeZone';
import { fhirDateTimeOf } from './fhirDateTimes';
import { LOINC_SYSTEM, OBSERVATION_CATEGORY_SYSTEM, type MotusSystems } from './fhirSystems';
import { judgementOfValue } from './judgementResource';
import { exportedQuantityOf } from './vitalSignQuantity';
import type { ReadingExportContext, ReadingToExport, ValueHolder } from './readingResourceTypes';

/** Each code once, in order: an element's (the vital sign) before its dataset's. */
const loincCodings = (...codes: (string | undefined)[]): Coding[] =>
  [...new Set(codes)]
    .filter((code): code is string => code !== undefined)
    .map((code) => ({ system: LOINC_SYSTEM, code }));

function valueOf(element: ProfileElement, stored: number | string): ValueHolder {
  switch (element.value_type) {
    case 'integer':
    case 'decimal':
      return { valueQuantity: exportedQuantityOf(element, Number(stored)) };
    case 'text':
      return { valueString: String(stored) };
    case 'boolean':
      return { valueBoolean: Number(stored) === 1 };
    case 'date':
      return { valueDateTime: String(stored) };
  }
}

/**
 * One reading → its Observations (docs: the FHIR shape): one, or with `fhir.per_element` one
 * per element the reading holds, each coded by its element and sharing the reading's
 * identifier, so each meets its vital-sign profile and an import joins them again.
 */
export function observationsOfReading(
  indexed: IndexedDataset,
  reading: ReadingToExport,
  context: ReadingExportContext,
): Observation[] {
  if (indexed.dataset.fhir?.per_element !== true) {
    return [observationOfReading(indexed, reading, context)];
  }
  return indexed.elements
    .filter((element) => reading.values[element.field] !== undefined)
    .map((element) => observationOfReading(indexed, reading, context, element));
}

/** The dataset's fixed chart scale as a Motus extension, when its tab gives one. */
function valueScaleOf(
  indexed: IndexedDataset,
  systems: MotusSystems,
): Pick<Observation, 'extension'> | undefined {
  const axis = indexed.valueAxis;
  if (axis?.min === undefined && axis?.max === undefined) return undefined;
  return {
    extension: [
      {
        url: systems.valueScaleExtension,
        valueRange: {
          ...(axis.min === undefined ? {} : { low: { value: axis.min } }),
          ...(axis.max === undefined ? {} : { high: { value: axis.max } }),
        },
      },
    ],
  };
}

/**
 * One reading → one Observation. A dataset of one element (or the one element asked for) is
 * coded by that element and carries its value; a dataset of several is coded as a panel with
 * one component per value the reading holds.
 */
function observationOfReading(
  indexed: IndexedDataset,
  reading: ReadingToExport,
  context: ReadingExportContext,
  element?: IndexedElement,
): Observation {
  const { dataset } = indexed;
  const system = context.index.systems.datasets;
  const only = element ?? (indexed.elements.length === 1 ? indexed.elements[0] : undefined);
  const code: CodeableConcept =
    only === undefined
      ? {
          coding: [
            ...loincCodings(dataset.loinc),
            { system, code: String(dataset.id), display: dataset.name },
          ],
          text: dataset.name,
        }
      : {
          coding: [
            ...loincCodings(only.element.loinc, element === undefined ? dataset.loinc : undefined),
            { system, code: only.code, display: only.element.ui_name },
          ],
          text: dataset.name,
        };
  const observation: Observation = {
    resourceType: 'Observation',
    // The area it belongs to, as the app groups its datasets: a viewer with no configs groups by it.
    meta: {
      tag: [
        {
          system: context.index.systems.areas,
          code: indexed.profileId,
          display: indexed.profileTitle,
        },
      ],
    },
    ...(valueScaleOf(indexed, context.index.systems) ?? {}),
    ...(reading.id === undefined
      ? {}
      : { identifier: [{ system: context.index.systems.readings, value: String(reading.id) }] }),
    status: 'final',
    ...(indexed.category === undefined
      ? {}
      : {
          category: [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code: indexed.category }] }],
        }),
    code,
    subject: { reference: context.patientReference },
    effectiveDateTime: fhirDateTimeOf(
      reading.created_on,
      indexed.recordDate.time,
      personTimeZone(context.timeZone),
    ),
  };
  if (only !== undefined) {
    const stored = reading.values[only.field];
    if (stored !== undefined) Object.assign(observation, valueOf(only.element, stored));
    if (isNumericElement(only.element)) {
      Object.assign(observation, judgementOfValue(only.element, only.field, reading.values));
    }
    return observation;
  }
  const components: ObservationComponent[] = [];
  for (const element of indexed.elements) {
    const stored = reading.values[element.field];
    if (stored === undefined) continue;
    components.push({
      code: {
        coding: [
          ...loincCodings(element.element.loinc),
          { system, code: element.code, display: element.element.ui_name },
        ],
        text: element.element.ui_name,
      },
      ...valueOf(element.element, stored),
      ...(isNumericElement(element.element)
        ? judgementOfValue(element.element, element.field, reading.values)
        : {}),
    });
  }
  if (components.length > 0) observation.component = components;
  return observation;
}
