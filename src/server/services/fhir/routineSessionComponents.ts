import type { Observation, ObservationComponent } from 'fhir/r4';
import { MOTUS_DATASET_CODE_SYSTEM_PATH } from '../../../shared/api/yourDataEndpoints';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import { isMotusSystem } from './fhirSystems';
import type { ResourceProblem } from './readingResourceTypes';

const SESSION_PROBLEMS = fhirImportMessages.session;

/** Whether a component carries this Motus code (a session's part, as routineSessionPartCode codes it). */
export function isCoded(component: ObservationComponent, code: string): boolean {
  return (component.code.coding ?? []).some(
    (coding) =>
      isMotusSystem(coding.system, MOTUS_DATASET_CODE_SYSTEM_PATH) && coding.code === code,
  );
}

/** A part of the session written as a whole number: its label, its unit code, its limit. */
export interface WholeNumberPart {
  code: string;
  label: string;
  /** Undefined: a bare number. */
  unit: string | undefined;
  maximum: number;
}

/** A part's component: absent, or a whole number in the part's unit and within its limit. */
export function wholeNumberOf(
  observation: Observation,
  part: WholeNumberPart,
): { value: number } | { absent: true } | ResourceProblem {
  const { label, unit, maximum } = part;
  const position = (observation.component ?? []).findIndex((component) =>
    isCoded(component, part.code),
  );
  const component = observation.component?.[position];
  if (component === undefined) return { absent: true };
  const place = `Observation.component[${position}].valueQuantity`;
  const quantity = component.valueQuantity;
  if (quantity?.value === undefined) {
    return { field: place, reason: SESSION_PROBLEMS.noValue(label) };
  }
  if (quantity.code !== unit) {
    return {
      field: `${place}.code`,
      reason: SESSION_PROBLEMS.wrongUnit(label, quantity.code, unit),
    };
  }
  const value = quantity.value;
  if (!Number.isInteger(value) || value < 0 || value > maximum) {
    return {
      field: `${place}.value`,
      reason: SESSION_PROBLEMS.notAWholeNumber(label, maximum, value),
    };
  }
  return { value };
}
