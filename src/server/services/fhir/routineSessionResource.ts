import type { Coding, Observation, ObservationComponent } from 'fhir/r4';
import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import type { ExportSessionRow } from '../../db/repositories/exportPagesRepository';
import type { ExerciseNames } from '../workout/exerciseNames';
import { fhirDateTimeOf } from './fhirDateTimes';
import {
  OBSERVATION_CATEGORY_SYSTEM,
  ROUTINE_SESSION_CODE,
  UCUM_SYSTEM,
  type MotusSystems,
} from './fhirSystems';
import { ROUTINE_SESSION_TEXTS } from './fhirTexts';
import {
  ROUTINE_SESSION_HURT,
  ROUTINE_SESSION_PAIN_RATINGS,
  routineSessionPartCode,
} from './routineSessionParts';
import { ROUTINE_SESSION_UNITS, type RoutineSessionFigure } from './routineSessionUnits';

type Figure = RoutineSessionFigure;
const UNITS = ROUTINE_SESSION_UNITS;

/** A part's code under the Motus dataset system, with its display as the component's text. */
function partCode(systems: MotusSystems, part: string, display: string) {
  const coding: Coding = { system: systems.datasets, code: routineSessionPartCode(part), display };
  return { coding: [coding], text: display };
}

/**
 * A finished run of a routine → an activity Observation under the Motus code, one component
 * per figure, then one per pain rating the run asked and one per exercise that hurt (decision
 * 045). An Observation rather than a Procedure: a session is something measured (how long, how
 * many exercises), as a step count is, and it sits with the activity readings. Its time takes
 * the offset of the person's IANA zone (decision 034). A mark on an exercise the library no
 * longer holds has no name to give and is left out.
 */
export function routineSessionResource(
  session: ExportSessionRow,
  systems: MotusSystems,
  patientReference: string,
  timeZone: string,
  exerciseName: ExerciseNames['nameOf'],
): Observation {
  const figures = (Object.keys(UNITS) as Figure[]).map((figure): ObservationComponent => ({
    code: partCode(systems, figure, ROUTINE_SESSION_TEXTS.figures[figure]),
    valueQuantity: {
      value: session[figure],
      unit: UNITS[figure].unit,
      system: UCUM_SYSTEM,
      code: UNITS[figure].code,
    },
  }));
  const pain = ROUTINE_SESSION_PAIN_RATINGS.flatMap((rating): ObservationComponent[] => {
    const value = session[rating];
    if (value === null) return [];
    return [
      {
        code: partCode(systems, rating, ROUTINE_SESSION_TEXTS.pain[rating]),
        valueQuantity: { value },
      },
    ];
  });
  const hurt = session.hurt_exercise_ids.flatMap((exerciseId): ObservationComponent[] => {
    const name = exerciseName(exerciseId);
    if (name === undefined) return [];
    return [
      {
        code: partCode(systems, ROUTINE_SESSION_HURT, ROUTINE_SESSION_TEXTS.hurt),
        valueString: name,
      },
    ];
  });
  return {
    resourceType: 'Observation',
    meta: { tag: [{ system: systems.areas, code: WORKOUT_AREA, display: WORKOUT_AREA_TITLE }] },
    status: 'final',
    category: [{ coding: [{ system: OBSERVATION_CATEGORY_SYSTEM, code: 'activity' }] }],
    code: {
      coding: [
        {
          system: systems.datasets,
          code: ROUTINE_SESSION_CODE,
          display: ROUTINE_SESSION_TEXTS.name,
        },
      ],
      text: `${ROUTINE_SESSION_TEXTS.name}: ${session.routine_name}`,
    },
    subject: { reference: patientReference },
    effectiveDateTime: fhirDateTimeOf(session.created_on, true, timeZone),
    component: [...figures, ...pain, ...hurt],
  };
}
