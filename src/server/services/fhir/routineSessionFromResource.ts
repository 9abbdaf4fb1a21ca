import type { Observation } from 'fhir/r4';
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
import type { ExerciseNames } from '../workout/exerciseNames';
import { wholeNumberOf } from './routineSessionComponents';
import { sessionHurtOf, sessionPainOf } from './routineSessionPainFromResource';
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
 * routine's name, each figure, its pain and hurt marks, its date), each with its place. A hurt
 * mark names its exercise as the library `exerciseIdOf` reads knows it.
 */
export function routineSessionFromResource(
  observation: Observation,
  exerciseIdOf: ExerciseNames['idOf'],
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
  const pain = sessionPainOf(observation);
  if ('problems' in pain) problems.push(...pain.problems);
  const hurt = sessionHurtOf(observation, exerciseIdOf, figures.exercises_completed);
  if ('problems' in hurt) problems.push(...hurt.problems);
  const when = storedRecordTime(observation.effectiveDateTime, true, personTimeZone(timeZone));
  if ('reason' in when)
    problems.push({ field: 'Observation.effectiveDateTime', reason: when.reason });
  const refused =
    'reason' in routine || 'reason' in when || 'problems' in pain || 'problems' in hurt;
  if (refused || problems.length > 0) return { problems };
  return {
    session: {
      routineName: routine.name,
      createdOn: when.value,
      figures: figures as Record<RoutineSessionFigure, number>,
      pain: pain.pain,
      hurtExerciseIds: hurt.exerciseIds,
    },
  };
}
