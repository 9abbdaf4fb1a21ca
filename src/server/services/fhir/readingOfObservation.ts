import type { CodeableConcept, Observation, ObservationComponent, Quantity } from 'fhir/r4';
import { DateTime } from 'luxon';
import { MOTUS_DATASET_CODE_SYSTEM_PATH } from '../../../shared/api/yourDataEndpoints';
import type { ProfileElement } from '../../../shared/profile-config/datasetSchema';
import type { ReadingValues } from '../../db/tables/readingsTable';
import { personTimeZone } from '../timeZones/personTimeZone';
import {
  checkedDay,
  checkedNumber,
  checkedText,
  isNumericElement,
  storedBoolean,
  unitFactorOf,
  type ElementValue,
} from './elementValues';
import {
  importCodeKey,
  importCodeTargetOf,
  importUnitOf,
  type FhirDatasetIndex,
  type IndexedDataset,
  type IndexedElement,
} from './fhirDatasetIndex';
import { storedRecordTime, wallClockOf } from './fhirDateTimes';
import {
  FINAL_OBSERVATION_STATUSES,
  isMotusSystem,
  LOINC_SYSTEM,
  ROUTINE_SESSION_CODE,
} from './fhirSystems';
import { judgedRangeFrom } from './judgementResource';
import type {
  ReadingFromResourceValue,
  ResourceProblem,
  ValueHolder,
} from './readingResourceTypes';
import { vitalSignImportFactor } from './vitalSignQuantity';

/**
 * What kind of refusal a problem is, for a caller that says it in its own words (a laboratory
 * partner): the status, the code (no dataset takes it), a value of the wrong kind or unit or
 * none, a value outside its element's limits (`outside`: it in the element's unit), the date
 * (none, or not a whole day or time of day), a date in the future.
 */
export type ObservationProblemKind = 'status' | 'code' | 'value' | 'limits' | 'date' | 'future';

export interface ObservationProblem extends ResourceProblem {
  kind: ObservationProblemKind;
  outside?: number;
}

export type ReadingOfObservation =
  | { ok: true; reading: ReadingFromResourceValue }
  | { ok: false; reason: string; problems: ObservationProblem[]; notAReading?: true };

export interface ObservationMappingOptions {
  /**
   * The importing person's zone, whose wall clock the time is stored in (decision 034); absent:
   * the server's. Ignored with `sourceClock`.
   */
  timeZone?: string;
  /** Store the time as the source's own clock showed it, by its offset: a laboratory's. */
  sourceClock?: boolean;
  /**
   * Place a result by the configs' import codes alone (LOINC and unit), as a laboratory's blood
   * test, never by a dataset's own LOINC or Motus code.
   */
  importCodesOnly?: boolean;
  /** Also refuse a time after this instant: a result cannot postdate the asking for it. */
  now?: DateTime;
}

/** An element's value, or what is wrong with it and where, relative to its holder. */
type PlacedValue =
  | { value: number | string }
  | { field: string; reason: string; kind: 'value' | 'limits'; outside?: number };

const at = (field: string, value: ElementValue): PlacedValue =>
  'reason' in value
    ? value.outside === undefined
      ? { field, reason: value.reason, kind: 'value' }
      : { field, reason: value.reason, kind: 'limits', outside: value.outside }
    : value;

/** The factor of a quantity's unit into an element's; undefined when it does not go. */
type QuantityFactor = (quantity: Quantity) => number | undefined;

/**
 * How a quantity goes into an element's unit: its own UCUM code (factor 1), the unit its vital
 * sign is exported in (a height in cm, the inverse of the export), or a laboratory unit the
 * dataset's import codes name for one of the LOINC codes the resource carries (by the unit's
 * UCUM code, else its text, as the configs name it).
 */
function quantityFactorOf(
  index: FhirDatasetIndex,
  indexed: IndexedDataset,
  loincs: readonly string[],
  element: IndexedElement,
): QuantityFactor {
  const vitalSign = vitalSignImportFactor(element.element);
  return (quantity) => {
    const own = unitFactorOf(element.element, quantity, vitalSign);
    if (own !== undefined) return own;
    for (const loinc of loincs) {
      const target = index.byImportCode.get(importCodeKey(loinc, importUnitOf(quantity)));
      if (target?.dataset === indexed && target.element === element) return target.factor;
    }
    return undefined;
  };
}

const unitText = (quantity: Quantity) => quantity.code ?? quantity.unit ?? 'no unit';

/** Another kind of value where this element expects its own; absent when there is none. */
function wrongKind(element: ProfileElement, holder: object): PlacedValue | undefined {
  const held = Object.keys(holder).some((key) => key.startsWith('value'));
  return held
    ? {
        field: 'value[x]',
        reason: `${element.ui_name} expects a ${element.value_type} value`,
        kind: 'value',
      }
    : undefined;
}

/** An element's value from an Observation or a component; undefined when it holds none. */
function elementValueFrom(
  element: ProfileElement,
  holder: ValueHolder,
  factorOf: QuantityFactor,
): PlacedValue | undefined {
  const kind = element.value_type;
  if (kind === 'integer' || kind === 'decimal') {
    if (holder.valueInteger !== undefined) {
      return element.ucum === undefined && element.unit === ''
        ? at('valueInteger', checkedNumber(element, holder.valueInteger))
        : {
            field: 'valueInteger',
            reason: `${element.ui_name} has no unit; it is in ${element.unit}`,
            kind: 'value',
          };
    }
    const quantity = holder.valueQuantity;
    if (quantity === undefined) return wrongKind(element, holder);
    if (quantity.value === undefined) {
      return {
        field: 'valueQuantity.value',
        reason: `${element.ui_name} has no value`,
        kind: 'value',
      };
    }
    const factor = factorOf(quantity);
    if (factor === undefined) {
      return {
        // The UCUM code is what is judged when there is one; the unit's text otherwise.
        field: quantity.code === undefined ? 'valueQuantity.unit' : 'valueQuantity.code',
        reason: `${element.ui_name} is in ${unitText(quantity)}, not ${element.ucum ?? (element.unit || 'no unit')}`,
        kind: 'value',
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

/** One element's value and the interval it was judged against, from its holder. */
function elementReading(
  element: IndexedElement,
  holder: ValueHolder & Pick<ObservationComponent, 'referenceRange'>,
  factorOf: QuantityFactor,
): Extract<PlacedValue, { reason: string }> | { values: ReadingValues } | undefined {
  const value = elementValueFrom(element.element, holder, factorOf);
  if (value === undefined || 'reason' in value) return value;
  return {
    values: {
      [element.field]: value.value,
      ...(isNumericElement(element.element)
        ? judgedRangeFrom(element.field, holder.referenceRange, factorOf)
        : {}),
    },
  };
}

/** The values of an Observation for one dataset, or every way it does not fit it. */
function valuesFor(
  index: FhirDatasetIndex,
  indexed: IndexedDataset,
  observation: Observation,
  loincs: readonly string[],
): { values: ReadingValues } | { problems: ObservationProblem[] } {
  const only =
    pieceElementOf(indexed, observation) ??
    (indexed.elements.length === 1 ? indexed.elements[0] : undefined);
  const noValue = (field: string) => ({
    problems: [{ field, reason: `${indexed.dataset.name} has no value`, kind: 'value' as const }],
  });
  if (only !== undefined) {
    const read = elementReading(only, observation, quantityFactorOf(index, indexed, loincs, only));
    if (read === undefined) return noValue('Observation.value[x]');
    if ('reason' in read) return { problems: [{ ...read, field: `Observation.${read.field}` }] };
    return read;
  }
  const values: ReadingValues = {};
  const problems: ObservationProblem[] = [];
  for (const [position, component] of (observation.component ?? []).entries()) {
    const place = `Observation.component[${position}]`;
    const element = componentElement(indexed, component);
    if (element === 'unknown-motus') {
      problems.push({
        field: `${place}.code`,
        reason: `${indexed.dataset.name} has no element ${codesOf(component.code, isMotusCode)[0] ?? ''}`,
        kind: 'code',
      });
      continue;
    }
    // A component another system adds (a mean pressure) has no place here.
    if (element === undefined) continue;
    const read = elementReading(element, component, quantityFactorOf(index, indexed, [], element));
    if (read === undefined) continue;
    if ('reason' in read) problems.push({ ...read, field: `${place}.${read.field}` });
    else Object.assign(values, read.values);
  }
  if (problems.length > 0) return { problems };
  if (Object.keys(values).length === 0) return noValue('Observation.component');
  return { values };
}

type Candidates =
  | { candidates: IndexedDataset[] }
  | { field: string; reason: string; kind: 'code' | 'value' }
  | { notAReading: string };

/** Where a laboratory result goes by the configs' import codes alone: its LOINC and unit. */
function importCodeHome(observation: Observation, index: FhirDatasetIndex): Candidates {
  const loincs = codesOf(observation.code, isLoinc);
  if (loincs.length === 0) {
    return { field: 'Observation.code', reason: 'The Observation has no LOINC code', kind: 'code' };
  }
  const quantity = observation.valueQuantity;
  // The unit places the result: without a quantity there is none to place it by.
  if (quantity?.value === undefined) {
    return {
      field: 'Observation.valueQuantity',
      reason: 'The Observation holds no quantity',
      kind: 'value',
    };
  }
  const home = importCodeTargetOf(index, loincs, quantity);
  if (home !== undefined) return { candidates: [home.dataset] };
  return {
    field: 'Observation.code',
    reason: `No dataset takes LOINC ${loincs.join(', ')} in ${importUnitOf(quantity) || 'no unit'}`,
    kind: 'code',
  };
}

/** The dataset an Observation is a reading of: by its Motus code, else by its LOINC code. */
function candidatesFor(observation: Observation, index: FhirDatasetIndex): Candidates {
  const motus = codesOf(observation.code, isMotusCode)[0];
  if (motus === ROUTINE_SESSION_CODE) return { notAReading: 'A routine session is not a reading' };
  const code = (reason: string) => ({ field: 'Observation.code', reason, kind: 'code' as const });
  if (motus !== undefined) {
    const indexed = /^\d+$/.test(motus)
      ? index.byId.get(Number(motus))
      : index.byElementCode.get(motus)?.dataset;
    if (indexed === undefined) return code(`No dataset here has the Motus code ${motus}`);
    return { candidates: [indexed] };
  }
  const loincs = codesOf(observation.code, isLoinc);
  if (loincs.length === 0) return code('The Observation has neither a Motus nor a LOINC code');
  // A pair a config's import codes name has that one home, as for a laboratory partner, even
  // where another dataset carries the same LOINC code and unit.
  const home = importCodeTargetOf(index, loincs, observation.valueQuantity);
  if (home !== undefined) return { candidates: [home.dataset] };
  const candidates = [...new Set(loincs.flatMap((loinc) => index.byLoinc.get(loinc) ?? []))];
  const observations = candidates.filter((candidate) => candidate.resource === 'Observation');
  if (observations.length === 0) return code(`No dataset takes LOINC ${loincs.join(', ')}`);
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
  // When the result was released: a laboratory that gives no time of sampling gives this.
  if (observation.issued !== undefined) {
    return { field: 'Observation.issued', value: observation.issued };
  }
  return { field: 'Observation.effective[x]', value: undefined };
}

/** Whether a FHIR date or dateTime is an instant after `now` (a bare date: its start, locally). */
const isAfter = (fhirDateTime: string, now: DateTime) =>
  DateTime.fromISO(fhirDateTime, { setZone: true }) > now;

/**
 * One Observation → one reading of the dataset its code names, the values in the dataset's
 * units (a laboratory's by the import codes' factors, a vital sign's back from the unit it is
 * exported in), with the interval each value was judged against, checked as a write checks
 * them; or every problem found (its status, its code, each value, its date), each with its
 * place and kind. A LOINC code two datasets share is settled by the unit, and refused when the
 * unit does not settle it: never guessed. The inverse of observationsOfReading.
 */
export function readingOfObservation(
  observation: Observation,
  index: FhirDatasetIndex,
  options: ObservationMappingOptions = {},
): ReadingOfObservation {
  const found = options.importCodesOnly
    ? importCodeHome(observation, index)
    : candidatesFor(observation, index);
  if ('notAReading' in found) {
    return { ok: false, reason: found.notAReading, problems: [], notAReading: true };
  }
  const problems: ObservationProblem[] = [];
  if (!FINAL_OBSERVATION_STATUSES.has(observation.status)) {
    problems.push({
      field: 'Observation.status',
      reason: `The Observation is ${observation.status}, not final`,
      kind: 'status',
    });
  }
  let fit: { indexed: IndexedDataset; values: ReadingValues } | undefined;
  if ('reason' in found) problems.push(found);
  else {
    const loincs = codesOf(observation.code, isLoinc);
    const fits: { indexed: IndexedDataset; values: ReadingValues }[] = [];
    let firstProblems: ObservationProblem[] | undefined;
    for (const indexed of found.candidates) {
      const outcome = valuesFor(index, indexed, observation, loincs);
      if ('problems' in outcome) firstProblems ??= outcome.problems;
      else fits.push({ indexed, values: outcome.values });
    }
    const [first, ...others] = fits;
    if (first === undefined) {
      problems.push(
        ...(firstProblems ?? [
          { field: 'Observation', reason: 'The Observation fits no dataset', kind: 'code' },
        ]),
      );
    } else if (others.length > 0) {
      const names = fits.map(({ indexed }) => `${indexed.dataset.name} (${indexed.profileId})`);
      problems.push({
        field: 'Observation.code',
        reason: `LOINC ${loincs.join(', ')} fits ${names.join(' and ')}; it is not guessed`,
        kind: 'code',
      });
    } else fit = first;
  }
  // The date is judged even when the rest is wrong: one answer says everything to fix.
  const date = observationDate(observation);
  const zone = options.sourceClock ? undefined : personTimeZone(options.timeZone);
  const when = storedRecordTime(date.value, fit?.indexed.recordDate.time ?? true, zone);
  if ('reason' in when) {
    // A date read as a wall clock and still refused is one in the future.
    const readable = date.value !== undefined && wallClockOf(date.value, zone) !== undefined;
    problems.push({ field: date.field, reason: when.reason, kind: readable ? 'future' : 'date' });
  } else if (
    options.now !== undefined &&
    date.value !== undefined &&
    isAfter(date.value, options.now)
  ) {
    problems.push({
      field: date.field,
      reason: `The date ${date.value} is in the future`,
      kind: 'future',
    });
  }
  if (problems.length > 0 || fit === undefined || 'reason' in when) {
    return { ok: false, reason: problems.map((problem) => problem.reason).join('; '), problems };
  }
  return {
    ok: true,
    reading: { datasetId: fit.indexed.dataset.id, created_on: when.value, values: fit.values },
  };
}
