import type { Observation } from 'fhir/r4';
import { PAIN_RATING } from '../../../shared/api/workoutContract';
import { fhirImportMessages } from '../../../shared/messages/fhirImportMessages';
import type { SessionPain } from '../../db/repositories/routineSessionsRepository';
import type { ExerciseNames } from '../workout/exerciseNames';
import { ROUTINE_SESSION_TEXTS } from './fhirTexts';
import type { ResourceProblem } from './readingResourceTypes';
import { isCoded, wholeNumberOf } from './routineSessionComponents';
import {
  ROUTINE_SESSION_HURT,
  ROUTINE_SESSION_PAIN_RATINGS,
  routineSessionPartCode,
} from './routineSessionParts';

const SESSION_PROBLEMS = fhirImportMessages.session;

/** The run's pain before and after (decision 045): each absent (not asked, skipped) or 0–10. */
export function sessionPainOf(
  observation: Observation,
): { pain: SessionPain } | { problems: ResourceProblem[] } {
  const problems: ResourceProblem[] = [];
  const pain: SessionPain = { pain_before: null, pain_after: null };
  for (const rating of ROUTINE_SESSION_PAIN_RATINGS) {
    const outcome = wholeNumberOf(observation, {
      code: routineSessionPartCode(rating),
      label: ROUTINE_SESSION_TEXTS.pain[rating],
      unit: undefined,
      maximum: PAIN_RATING.maximum,
    });
    if ('reason' in outcome) problems.push(outcome);
    else if ('value' in outcome) pain[rating] = outcome.value;
  }
  return problems.length > 0 ? { problems } : { pain };
}

/**
 * The exercises the run marked "This hurt", as library ids in the resource's order. A mark is
 * on an exercise of the run: one the library here holds, each once, and no more of them than
 * the run completed (`completed`, when its figure was read).
 */
export function sessionHurtOf(
  observation: Observation,
  exerciseIdOf: ExerciseNames['idOf'],
  completed: number | undefined,
): { exerciseIds: number[] } | { problems: ResourceProblem[] } {
  const label = ROUTINE_SESSION_TEXTS.hurt;
  const code = routineSessionPartCode(ROUTINE_SESSION_HURT);
  const problems: ResourceProblem[] = [];
  const exerciseIds: number[] = [];
  let marks = 0;
  for (const [position, component] of (observation.component ?? []).entries()) {
    if (!isCoded(component, code)) continue;
    marks += 1;
    const field = `Observation.component[${position}].valueString`;
    const name = component.valueString?.trim() ?? '';
    const exerciseId = exerciseIdOf(name);
    if (name === '') problems.push({ field, reason: SESSION_PROBLEMS.hurtUnnamed(label) });
    else if (exerciseId === undefined) {
      problems.push({ field, reason: SESSION_PROBLEMS.hurtNotOfTheRun(label, name) });
    } else if (exerciseIds.includes(exerciseId)) {
      problems.push({ field, reason: SESSION_PROBLEMS.hurtTwice(label, name) });
    } else exerciseIds.push(exerciseId);
  }
  if (completed !== undefined && marks > completed) {
    problems.push({
      field: 'Observation.component',
      reason: SESSION_PROBLEMS.moreHurtThanCompleted(marks, completed),
    });
  }
  return problems.length > 0 ? { problems } : { exerciseIds };
}
