import type {
  CodeableConcept,
  Coding,
  Observation,
  ObservationComponent,
  ObservationReferenceRange,
  Quantity,
} from 'fhir/r4';
import { MOTUS_DATASET_CODE_SYSTEM_PATH } from '../../../shared/api/yourDataEndpoints';
import { LAB_REFERENCE_FIELDS } from '../../../shared/api/labReferenceFields';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import { referenceFor } from '../../../shared/profile-config/referenceFor';
import type { ReadingValues } from '../../db/tables/readingsTable';
import {
  checkedDay,
  checkedNumber,
  checkedText,
  quantityOf,
  storedBoolean,
  unitFactorOf,
  type ElementValue,
  type ImportFactor,
} from './elementValues';
import {
  importCodeKey,
  importCodeTargetOf,
  type FhirDatasetIndex,
  type IndexedDataset,
  type IndexedElement,
} from './fhirDatasetIndex';
import { personTimeZone } from '../timeZones/personTimeZone';
import { fhirDateTimeOf, storedRecordTime } from './fhirDateTimes';
import {
  FINAL_OBSERVATION_STATUSES,
  isMotusSystem,
  LOINC_SYSTEM,
  OBSERVATION_CATEGORY_SYSTEM,
  ROUTINE_SESSION_CODE,
} from './fhirSystems';
import { TYPICAL_RANGE_TEXT } from './fhirTexts';
import {
  notAReading,
  refusal,
  type ReadingExportContext,
  type ReadingFromResource,
  type ReadingToExport,
} from './readingResourceTypes';

/** What an Observation or one of its components holds as its value. */
type ValueHolder = Pick<
  ObservationComponent,
  'valueQuantity' | 'valueString' | 'valueBoolean' | 'valueDateTime' | 'valueInteger'
>;

const loincCodings = (code: string | undefined): Coding[] =>
  code === undefined ? [] : [{ system: LOINC_SYSTEM, code }];

function valueOf(element: ProfileElement, stored: number | string): ValueHolder {
  switch (element.value_type) {
    case 'integer':
    case 'decimal':
      return { valueQuantity: quantityOf(element, Number(stored)) };
    case 'text':
      return { valueString: String(stored) };
    case 'boolean':
      return { valueBoolean: Number(stored) === 1 };
    case 'date':
      return { valueDateTime: String(stored) };
  }
}

/**
 * The laboratory's own interval where an import kept one with the reading, otherwise the
 * config's typical one for the person's sex, said to be that.
 */
function referenceRangeOf(
  indexed: IndexedDataset,
  element: ProfileElement,
  values: ReadingValues,
  context: ReadingExportContext,
): ObservationReferenceRange[] {
  const labLow = values[LAB_REFERENCE_FIELDS.low];
  const labHigh = values[LAB_REFERENCE_FIELDS.high];
  if (typeof labLow === 'number' || typeof labHigh === 'number') {
    return [
      {
        ...(typeof labLow === 'number' ? { low: quantityOf(element, labLow) } : {}),
        ...(typeof labHigh === 'number' ? { high: quantityOf(element, labHigh) } : {}),
      },
    ];
  }
  const typical = referenceFor(indexed.dataset.reference, context.sex);
  if (typical === undefined) return [];
  return [
    {
      ...(typical.low === undefined ? {} : { low: quantityOf(element, typical.low) }),
      ...(typical.high === undefined ? {} : { high: quantityOf(element, typical.high) }),
      text: TYPICAL_RANGE_TEXT,
    },
  ];
}

const isNumeric = (element: ProfileElement) =>
  element.value_type === 'integer' || element.value_type === 'decimal';

/**
 * One reading → one Observation (docs: the FHIR shape). A dataset of one element is coded by
 * that element and carries its value; a dataset of several is coded as a panel with one
 * component per value the reading holds.
 */
export function observationOfReading(
  indexed: IndexedDataset,
  reading: ReadingToExport,
  context: ReadingExportContext,
): Observation {
  const { dataset } = indexed;
  const system = context.index.systems.datasets;
  const only = indexed.elements.length === 1 ? indexed.elements[0] : undefined;
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
            ...loincCodings(only.element.loinc ?? dataset.loinc),
            { system, code: only.code, display: only.element.ui_name },
          ],
          text: dataset.name,
        };
  const observation: Observation = {
    resourceType: 'Observation',
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
    if (isNumeric(only.element)) {
      const ranges = referenceRangeOf(indexed, only.element, reading.values, context);
      if (ranges.length > 0) observation.referenceRange = ranges;
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
    });
  }
  if (components.length > 0) observation.component = components;
  return observation;
}

/** An element's value from an Observation or a component; undefined when it holds none. */
function elementValueFrom(
  element: ProfileElement,
  holder: ValueHolder,
  importFactor?: ImportFactor,
): ElementValue | undefined {
  const kind = element.value_type;
  if (kind === 'integer' || kind === 'decimal') {
    if (holder.valueInteger !== undefined) {
      return element.ucum === undefined && element.unit === ''
        ? checkedNumber(element, holder.valueInteger)
        : { reason: `${element.ui_name} has no unit; it is in ${element.unit}` };
    }
    const quantity = holder.valueQuantity;
    if (quantity === undefined) return wrongKind(element, holder);
    if (quantity.value === undefined) return { reason: `${element.ui_name} has no value` };
    const factor = unitFactorOf(element, quantity, importFactor);
    if (factor === undefined) {
      return {
        reason: `${element.ui_name} is in ${unitText(quantity)}, not ${element.ucum ?? (element.unit || 'no unit')}`,
      };
    }
    return checkedNumber(element, quantity.value * factor);
  }
  if (kind === 'text') {
    return holder.valueString === undefined
      ? wrongKind(element, holder)
      : checkedText(element, holder.valueString);
  }
  if (kind === 'boolean') {
    return holder.valueBoolean === undefined
      ? wrongKind(element, holder)
      : { value: storedBoolean(holder.valueBoolean) };
  }
  return holder.valueDateTime === undefined
    ? wrongKind(element, holder)
    : checkedDay(element, holder.valueDateTime);
}

const unitText = (quantity: Quantity) => quantity.code ?? quantity.unit ?? 'no unit';

/** Another kind of value where this element expects its own; absent when there is none. */
function wrongKind(element: ProfileElement, holder: object): ElementValue | undefined {
  const held = Object.keys(holder).some((key) => key.startsWith('value'));
  return held ? { reason: `${element.ui_name} expects a ${element.value_type} value` } : undefined;
}

/**
 * The factor of a partner unit into the dataset's one element, by the import codes the
 * partner import uses too, for the LOINC codes the resource carries.
 */
function importFactorOf(
  index: FhirDatasetIndex,
  indexed: IndexedDataset,
  loincs: readonly string[],
): ImportFactor {
  return (unit) => {
    for (const loinc of loincs) {
      const target = index.byImportCode.get(importCodeKey(loinc, unit));
      if (target?.dataset === indexed) return target.factor;
    }
    return undefined;
  };
}

const codesOf = (concept: CodeableConcept | undefined, isSystem: (system?: string) => boolean) =>
  (concept?.coding ?? [])
    .filter((coding) => isSystem(coding.system) && coding.code !== undefined)
    .map((coding) => coding.code ?? '');

const isMotusCode = (system?: string) => isMotusSystem(system, MOTUS_DATASET_CODE_SYSTEM_PATH);
const isLoinc = (system?: string) => system === LOINC_SYSTEM;

function componentElement(
  indexed: IndexedDataset,
  component: ObservationComponent,
): IndexedElement | 'unknown-motus' | undefined {
  const motus = codesOf(component.code, isMotusCode)[0];
  if (motus !== undefined) {
    return indexed.elements.find((element) => element.code === motus) ?? 'unknown-motus';
  }
  const loincs = codesOf(component.code, isLoinc);
  return indexed.elements.find(
    (element) => element.element.loinc !== undefined && loincs.includes(element.element.loinc),
  );
}

/** The values of an Observation for one dataset, or why it does not fit it. */
function valuesFor(
  index: FhirDatasetIndex,
  indexed: IndexedDataset,
  observation: Observation,
  loincs: readonly string[],
): { values: ReadingValues } | { reason: string } {
  const values: ReadingValues = {};
  const only = indexed.elements.length === 1 ? indexed.elements[0] : undefined;
  if (only !== undefined) {
    const importFactor = importFactorOf(index, indexed, loincs);
    const value = elementValueFrom(only.element, observation, importFactor);
    if (value === undefined) return { reason: `${indexed.dataset.name} has no value` };
    if ('reason' in value) return value;
    values[only.field] = value.value;
    if (isNumeric(only.element)) {
      Object.assign(values, laboratoryRange(only.element, observation, importFactor));
    }
    return { values };
  }
  for (const component of observation.component ?? []) {
    const element = componentElement(indexed, component);
    if (element === 'unknown-motus') {
      return {
        reason: `${indexed.dataset.name} has no element ${codesOf(component.code, isMotusCode)[0] ?? ''}`,
      };
    }
    // A component another system adds (a mean pressure) has no place here.
    if (element === undefined) continue;
    const value = elementValueFrom(element.element, component);
    if (value === undefined) continue;
    if ('reason' in value) return value;
    values[element.field] = value.value;
  }
  if (Object.keys(values).length === 0) return { reason: `${indexed.dataset.name} has no value` };
  return { values };
}

/** The laboratory's own interval, kept with the reading; a config's typical one is not. */
function laboratoryRange(
  element: ProfileElement,
  observation: Observation,
  importFactor: ImportFactor,
): ReadingValues {
  const range = observation.referenceRange?.find(
    (candidate) => candidate.text !== TYPICAL_RANGE_TEXT,
  );
  const kept: ReadingValues = {};
  for (const [bound, field] of [
    [range?.low, LAB_REFERENCE_FIELDS.low],
    [range?.high, LAB_REFERENCE_FIELDS.high],
  ] as const) {
    if (bound?.value === undefined) continue;
    const factor = unitFactorOf(element, bound, importFactor);
    if (factor !== undefined) kept[field] = Number((bound.value * factor).toFixed(2));
  }
  return kept;
}

/** The dataset an Observation is a reading of: by its Motus code, else by its LOINC code. */
function candidatesFor(
  observation: Observation,
  index: FhirDatasetIndex,
): { candidates: IndexedDataset[] } | { reason: string } | { notAReading: string } {
  const motus = codesOf(observation.code, isMotusCode)[0];
  if (motus === ROUTINE_SESSION_CODE) return { notAReading: 'A routine session is not a reading' };
  if (motus !== undefined) {
    const indexed = /^\d+$/.test(motus)
      ? index.byId.get(Number(motus))
      : index.byElementCode.get(motus)?.dataset;
    if (indexed === undefined) return { reason: `No dataset here has the Motus code ${motus}` };
    return { candidates: [indexed] };
  }
  const loincs = codesOf(observation.code, isLoinc);
  if (loincs.length === 0)
    return { reason: 'The Observation has neither a Motus nor a LOINC code' };
  // A pair a config's import codes name has that one home, as in the partner import, even
  // where another dataset carries the same LOINC code and unit.
  const home = importCodeTargetOf(index, loincs, observation.valueQuantity);
  if (home !== undefined) return { candidates: [home.dataset] };
  const candidates = [...new Set(loincs.flatMap((code) => index.byLoinc.get(code) ?? []))];
  const observations = candidates.filter((candidate) => candidate.resource === 'Observation');
  if (observations.length === 0) return { reason: `No dataset takes LOINC ${loincs.join(', ')}` };
  return { candidates: observations };
}

/**
 * One Observation → one reading of the dataset its code names, the values in the dataset's
 * units, checked as a write checks them; or why not. A LOINC code two datasets share is
 * settled by the unit, and refused when the unit does not settle it: never guessed. Its time is
 * read in the importing person's zone (absent: the server's).
 */
export function readingOfObservation(
  observation: Observation,
  index: FhirDatasetIndex,
  timeZone?: string,
): ReadingFromResource {
  if (!FINAL_OBSERVATION_STATUSES.has(observation.status)) {
    return refusal(`The Observation is ${observation.status}, not final`);
  }
  const found = candidatesFor(observation, index);
  if ('notAReading' in found) return notAReading(found.notAReading);
  if ('reason' in found) return refusal(found.reason);
  const loincs = codesOf(observation.code, isLoinc);
  const fits: { indexed: IndexedDataset; values: ReadingValues }[] = [];
  let firstReason: string | undefined;
  for (const indexed of found.candidates) {
    const outcome = valuesFor(index, indexed, observation, loincs);
    if ('reason' in outcome) firstReason ??= outcome.reason;
    else fits.push({ indexed, values: outcome.values });
  }
  const [fit, ...others] = fits;
  if (fit === undefined) return refusal(firstReason ?? 'The Observation fits no dataset');
  if (others.length > 0) {
    const names = fits.map(({ indexed }) => `${indexed.dataset.name} (${indexed.profileId})`);
    return refusal(`LOINC ${loincs.join(', ')} fits ${names.join(' and ')}; it is not guessed`);
  }
  const when = storedRecordTime(
    observation.effectiveDateTime ??
      observation.effectiveInstant ??
      observation.effectivePeriod?.start,
    fit.indexed.recordDate.time,
    personTimeZone(timeZone),
  );
  if ('reason' in when) return refusal(when.reason);
  return {
    ok: true,
    reading: { datasetId: fit.indexed.dataset.id, created_on: when.value, values: fit.values },
  };
}
