import type { CodeableConcept, Coding, Observation, ObservationComponent, Quantity } from 'fhir/r4';
import { MOTUS_DATASET_CODE_SYSTEM_PATH } from '../../../shared/api/yourDataEndpoints';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import type { ReadingValues } from '../../db/tables/readingsTable';
import {
  checkedDay,
  checkedNumber,
  checkedText,
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
  type MotusSystems,
} from './fhirSystems';
import { judgedRangeFrom, judgementOfValue } from './judgementResource';
import { exportedQuantityOf, vitalSignImportFactor } from './vitalSignQuantity';
import {
  notAReading,
  refusals,
  type ReadingExportContext,
  type ReadingFromResource,
  type ReadingToExport,
  type ResourceProblem,
} from './readingResourceTypes';

/** What an Observation or one of its components holds as its value. */
type ValueHolder = Pick<
  ObservationComponent,
  'valueQuantity' | 'valueString' | 'valueBoolean' | 'valueDateTime' | 'valueInteger'
>;

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

const isNumeric = (element: ProfileElement) =>
  element.value_type === 'integer' || element.value_type === 'decimal';

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
    if (isNumeric(only.element)) {
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
      ...(isNumeric(element.element)
        ? judgementOfValue(element.element, element.field, reading.values)
        : {}),
    });
  }
  if (components.length > 0) observation.component = components;
  return observation;
}

/** An element's value, or what is wrong with it and where, relative to its holder. */
type PlacedValue = { value: number | string } | ResourceProblem;

const at = (field: string, value: ElementValue): PlacedValue =>
  'reason' in value ? { field, reason: value.reason } : value;

/** An element's value from an Observation or a component; undefined when it holds none. */
function elementValueFrom(
  element: ProfileElement,
  holder: ValueHolder,
  importFactor?: ImportFactor,
): PlacedValue | undefined {
  const kind = element.value_type;
  if (kind === 'integer' || kind === 'decimal') {
    if (holder.valueInteger !== undefined) {
      return element.ucum === undefined && element.unit === ''
        ? at('valueInteger', checkedNumber(element, holder.valueInteger))
        : {
            field: 'valueInteger',
            reason: `${element.ui_name} has no unit; it is in ${element.unit}`,
          };
    }
    const quantity = holder.valueQuantity;
    if (quantity === undefined) return wrongKind(element, holder);
    if (quantity.value === undefined) {
      return { field: 'valueQuantity.value', reason: `${element.ui_name} has no value` };
    }
    const factor = unitFactorOf(element, quantity, importFactor);
    if (factor === undefined) {
      return {
        // The UCUM code is what is judged when there is one; the unit's text otherwise.
        field: quantity.code === undefined ? 'valueQuantity.unit' : 'valueQuantity.code',
        reason: `${element.ui_name} is in ${unitText(quantity)}, not ${element.ucum ?? (element.unit || 'no unit')}`,
      };
    }
    return at('valueQuantity.value', checkedNumber(element, quantity.value * factor));
  }
  if (kind === 'text') {
    return holder.valueString === undefined
      ? wrongKind(element, holder)
      : at('valueString', checkedText(element, holder.valueString));
  }
  if (kind === 'boolean') {
    return holder.valueBoolean === undefined
      ? wrongKind(element, holder)
      : { value: storedBoolean(holder.valueBoolean) };
  }
  return holder.valueDateTime === undefined
    ? wrongKind(element, holder)
    : at('valueDateTime', checkedDay(element, holder.valueDateTime));
}

const unitText = (quantity: Quantity) => quantity.code ?? quantity.unit ?? 'no unit';

/** Another kind of value where this element expects its own; absent when there is none. */
function wrongKind(element: ProfileElement, holder: object): PlacedValue | undefined {
  const held = Object.keys(holder).some((key) => key.startsWith('value'));
  return held
    ? { field: 'value[x]', reason: `${element.ui_name} expects a ${element.value_type} value` }
    : undefined;
}

/**
 * The factor of a partner unit into the dataset's one element, by the import codes the
 * partner import uses too, for the LOINC codes the resource carries.
 */
function importFactorOf(
  index: FhirDatasetIndex,
  indexed: IndexedDataset,
  loincs: readonly string[],
  element: ProfileElement,
): ImportFactor {
  const vitalSign = vitalSignImportFactor(element);
  return (unit) => {
    for (const loinc of loincs) {
      const target = index.byImportCode.get(importCodeKey(loinc, unit));
      if (target?.dataset === indexed) return target.factor;
    }
    return vitalSign(unit);
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

/** The element of a dataset exported one Observation per element that this one holds. */
function pieceElementOf(
  indexed: IndexedDataset,
  observation: Observation,
): IndexedElement | undefined {
  if (indexed.dataset.fhir?.per_element !== true) return undefined;
  const motus = codesOf(observation.code, isMotusCode)[0];
  return indexed.elements.find((element) => element.code === motus);
}

/** The values of an Observation for one dataset, or every way it does not fit it. */
function valuesFor(
  index: FhirDatasetIndex,
  indexed: IndexedDataset,
  observation: Observation,
  loincs: readonly string[],
): { values: ReadingValues } | { problems: ResourceProblem[] } {
  const values: ReadingValues = {};
  const only =
    pieceElementOf(indexed, observation) ??
    (indexed.elements.length === 1 ? indexed.elements[0] : undefined);
  const noValue = (field: string) => ({
    problems: [{ field, reason: `${indexed.dataset.name} has no value` }],
  });
  if (only !== undefined) {
    const importFactor = importFactorOf(index, indexed, loincs, only.element);
    const value = elementValueFrom(only.element, observation, importFactor);
    if (value === undefined) return noValue('Observation.value[x]');
    if ('reason' in value) {
      return { problems: [{ field: `Observation.${value.field}`, reason: value.reason }] };
    }
    values[only.field] = value.value;
    if (isNumeric(only.element)) {
      Object.assign(
        values,
        judgedRangeFrom(only.element, only.field, observation.referenceRange, importFactor),
      );
    }
    return { values };
  }
  const problems: ResourceProblem[] = [];
  for (const [position, component] of (observation.component ?? []).entries()) {
    const place = `Observation.component[${position}]`;
    const element = componentElement(indexed, component);
    if (element === 'unknown-motus') {
      problems.push({
        field: `${place}.code`,
        reason: `${indexed.dataset.name} has no element ${codesOf(component.code, isMotusCode)[0] ?? ''}`,
      });
      continue;
    }
    // A component another system adds (a mean pressure) has no place here.
    if (element === undefined) continue;
    const value = elementValueFrom(
      element.element,
      component,
      vitalSignImportFactor(element.element),
    );
    if (value === undefined) continue;
    if ('reason' in value) {
      problems.push({ field: `${place}.${value.field}`, reason: value.reason });
      continue;
    }
    values[element.field] = value.value;
    if (isNumeric(element.element)) {
      Object.assign(
        values,
        judgedRangeFrom(
          element.element,
          element.field,
          component.referenceRange,
          vitalSignImportFactor(element.element),
        ),
      );
    }
  }
  if (problems.length > 0) return { problems };
  if (Object.keys(values).length === 0) return noValue('Observation.component');
  return { values };
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

/** The Observation's date and where it was found; the place to name when there is none. */
function observationDate(observation: Observation): { field: string; value: string | undefined } {
  if (observation.effectiveDateTime !== undefined) {
    return { field: 'Observation.effectiveDateTime', value: observation.effectiveDateTime };
  }
  if (observation.effectiveInstant !== undefined) {
    return { field: 'Observation.effectiveInstant', value: observation.effectiveInstant };
  }
  if (observation.effectivePeriod !== undefined) {
    return { field: 'Observation.effectivePeriod.start', value: observation.effectivePeriod.start };
  }
  return { field: 'Observation.effective[x]', value: undefined };
}

/**
 * One Observation → one reading of the dataset its code names, the values in the dataset's
 * units, checked as a write checks them; or every problem found (its status, its code, each
 * value, its date), each with its place. A LOINC code two datasets share is settled by the
 * unit, and refused when the unit does not settle it: never guessed. Its time is read in the
 * importing person's zone (absent: the server's).
 */
export function readingOfObservation(
  observation: Observation,
  index: FhirDatasetIndex,
  timeZone?: string,
): ReadingFromResource {
  const found = candidatesFor(observation, index);
  if ('notAReading' in found) return notAReading(found.notAReading);
  const problems: ResourceProblem[] = [];
  if (!FINAL_OBSERVATION_STATUSES.has(observation.status)) {
    problems.push({
      field: 'Observation.status',
      reason: `The Observation is ${observation.status}, not final`,
    });
  }
  let fit: { indexed: IndexedDataset; values: ReadingValues } | undefined;
  if ('reason' in found) problems.push({ field: 'Observation.code', reason: found.reason });
  else {
    const loincs = codesOf(observation.code, isLoinc);
    const fits: { indexed: IndexedDataset; values: ReadingValues }[] = [];
    let firstProblems: ResourceProblem[] | undefined;
    for (const indexed of found.candidates) {
      const outcome = valuesFor(index, indexed, observation, loincs);
      if ('problems' in outcome) firstProblems ??= outcome.problems;
      else fits.push({ indexed, values: outcome.values });
    }
    const [first, ...others] = fits;
    if (first === undefined) {
      problems.push(
        ...(firstProblems ?? [{ field: 'Observation', reason: 'The Observation fits no dataset' }]),
      );
    } else if (others.length > 0) {
      const names = fits.map(({ indexed }) => `${indexed.dataset.name} (${indexed.profileId})`);
      problems.push({
        field: 'Observation.code',
        reason: `LOINC ${loincs.join(', ')} fits ${names.join(' and ')}; it is not guessed`,
      });
    } else fit = first;
  }
  // The date is judged even when the rest is wrong: one answer says everything to fix.
  const date = observationDate(observation);
  const when = storedRecordTime(
    date.value,
    fit?.indexed.recordDate.time ?? true,
    personTimeZone(timeZone),
  );
  if ('reason' in when) problems.push({ field: date.field, reason: when.reason });
  if (problems.length > 0 || fit === undefined || 'reason' in when) return refusals(problems);
  return {
    ok: true,
    reading: { datasetId: fit.indexed.dataset.id, created_on: when.value, values: fit.values },
  };
}
