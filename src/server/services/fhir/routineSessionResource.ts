import type { Observation, ObservationComponent } from 'fhir/r4';
import { WORKOUT_AREA, WORKOUT_AREA_TITLE } from '../../../shared/api/careTeamParameters';
import type { ExportSessionRow } from '../../db/repositories/exportPagesRepository';
import { fhirDateTimeOf } from './fhirDateTimes';
import {
  OBSERVATION_CATEGORY_SYSTEM,
  ROUTINE_SESSION_CODE,
  UCUM_SYSTEM,
  type MotusSystems,
} from './fhirSystems';
import { ROUTINE_SESSION_TEXTS } from './fhirTexts';
import { routineSessionPartCode } from './routineSessionParts';
import { ROUTINE_SESSION_UNITS, type RoutineSessionFigure } from './routineSessionUnits';

type Figure = RoutineSessionFigure;
const UNITS = ROUTINE_SESSION_UNITS;

/**
 * A finished run of a routine → an activity Observation under the Motus code, one component
 * per figure. An Observation rather than a Procedure: a session is something measured (how
 * long, how many exercises), as a step count is, and it sits with the activity readings. Its
 * time takes the offset of the person's IANA zone (decision 034).
 */
export function routineSessionResource(
  session: ExportSessionRow,
  systems: MotusSystems,
  patientReference: string,
  timeZone: string,
): Observation {
  const component = (Object.keys(UNITS) as Figure[]).map((figure): ObservationComponent => ({
    code: {
      coding: [
        {
          system: systems.datasets,
          code: routineSessionPartCode(figure),
          display: ROUTINE_SESSION_TEXTS.figures[figure],
        },
      ],
      text: ROUTINE_SESSION_TEXTS.figures[figure],
    },
    valueQuantity: {
      value: session[figure],
      unit: UNITS[figure].unit,
      system: UCUM_SYSTEM,
      code: UNITS[figure].code,
    },
  }));
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
    component,
  };
}
