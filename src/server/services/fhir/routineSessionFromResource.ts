import type { Observation, ObservationComponent } from 'fhir/r4';
import {
  ROUTINE_EXERCISES_MAX,
  ROUTINE_NAME_MAX,
  SESSION_MAX_SECONDS,
} from '../../../shared/api/workoutContract';
import { MOTUS_DATASET_CODE_SYSTEM_PATH } from '../../../shared/api/yourDataEndpoints';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { ImportedSession } from '../../db/repositories/importedSessionsRepository';
import { personTimeZone } from '../timeZones/personTimeZone';
import { storedRecordTime } from './fhirDateTimes';
import { isMotusSystem, ROUTINE_SESSION_CODE } from './fhirSystems';
import { ROUTINE_SESSION_TEXTS } from './fhirTexts';
import type { ResourceProblem } from './readingResourceTypes';
import { routineSessionPartCode } from './routineSessionParts';
import { ROUTINE_SESSION_UNITS, type RoutineSessionFigure } from './routineSessionUnits';

/** A routine session read back from an export: what the import stores. */
export type RoutineSessionFromResource = ImportedSession;

const NAME_PREFIX = `${ROUTINE_SESSION_TEXTS.name}: `;
const SESSION_PROBLEMS = fhirImportMessages.session;

const LIMITS: Record<RoutineSessionFigure, number> = {
  time_total: SESSION_MAX_SECONDS,
  time_exercising: SESSION_MAX_SECONDS,
  exercises_completed: ROUTINE_EXERCISES_MAX,
  exercises_skipped: ROUTINE_EXERCISES_MAX,
};

const FIGURES = Object.keys(ROUTINE_SESSION_UNITS) as RoutineSessionFigure[];

/** Whether an Observation is a routine session of a Motus export (its Motus code says so). */
export function isRoutineSession(observation: Observation): boolean {
  return (observation.code.coding ?? []).some(
    (coding) =>
      isMotusSystem(coding.system, MOTUS_DATASET_CODE_SYSTEM_PATH) &&
      coding.code === ROUTINE_SESSION_CODE,
  );
}

/** The routine's name, as routineSessionResource writes it in code.text. */
function routineNameOf(observation: Observation): { name: string } | ResourceProblem {
  const field = 'Observation.code.text';
  const text = observation.code.text ?? '';
  const name = text.startsWith(NAME_PREFIX) ? text.slice(NAME_PREFIX.length).trim() : '';
  if (name === '') return { field, reason: SESSION_PROBLEMS.noRoutineName(NAME_PREFIX) };
  if (name.length > ROUTINE_NAME_MAX) {
    return { field, reason: SESSION_PROBLEMS.routineNameTooLong(ROUTINE_NAME_MAX) };
  }
  return { name };
}

/** Whether a component carries this Motus code. */
function isCoded(component: ObservationComponent, code: string): boolean {
  return (component.code.coding ?? []).some(
    (coding) =>
      isMotusSystem(coding.system, MOTUS_DATASET_CODE_SYSTEM_PATH) && coding.code === code,
  );
}

/** A part of the session written as a whole number: its label, its unit code, its limit. */
interface WholeNumberPart {
  code: string;
  label: string;
  /** Undefined: a bare number. */
  unit: string | undefined;
  maximum: number;
}

/** A part's component: absent, or a whole number in the part's unit and within its limit. */
function wholeNumberOf(
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
  if (quantity?.value === undefined)
    return { field: place, reason: SESSION_PROBLEMS.noValue(label) };
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

/** One figure's component: its Motus code, a whole number in its unit and within its limit. */
function figureOf(
  observation: Observation,
  figure: RoutineSessionFigure,
): { value: number } | ResourceProblem {
  const part = {
    code: routineSessionPartCode(figure),
    label: ROUTINE_SESSION_TEXTS.figures[figure],
    unit: ROUTINE_SESSION_UNITS[figure].code,
    maximum: LIMITS[figure],
  };
  const outcome = wholeNumberOf(observation, part);
  if (!('absent' in outcome)) return outcome;
  return {
    field: 'Observation.component',
    reason: SESSION_PROBLEMS.partMissing(part.label, part.code),
  };
}

/**
 * A routine session of a Motus export → the session to store, or every problem found (its
 * routine's name, each figure, its date), each with its place.
 */
export function routineSessionFromResource(
  observation: Observation,
  timeZone?: string,
): { session: RoutineSessionFromResource } | { problems: ResourceProblem[] } {
  const problems: ResourceProblem[] = [];
  const routine = routineNameOf(observation);
  if ('reason' in routine) problems.push(routine);
  const figures: Partial<Record<RoutineSessionFigure, number>> = {};
  for (const figure of FIGURES) {
    const outcome = figureOf(observation, figure);
    if ('reason' in outcome) problems.push(outcome);
    else figures[figure] = outcome.value;
  }
  const { time_total: total, time_exercising: exercising } = figures;
  if (total !== undefined && exercising !== undefined && exercising > total) {
    const { time_exercising: exercisingLabel, time_total: totalLabel } =
      ROUTINE_SESSION_TEXTS.figures;
    problems.push({
      field: 'Observation.component',
      reason: SESSION_PROBLEMS.exercisingOverTotal(exercisingLabel, exercising, totalLabel, total),
    });
  }
  const when = storedRecordTime(observation.effectiveDateTime, true, personTimeZone(timeZone));
  if ('reason' in when)
    problems.push({ field: 'Observation.effectiveDateTime', reason: when.reason });
  if (problems.length > 0 || 'reason' in routine || 'reason' in when) return { problems };
  return {
    session: {
      routineName: routine.name,
      createdOn: when.value,
      figures: figures as Record<RoutineSessionFigure, number>,
    },
  };
}
