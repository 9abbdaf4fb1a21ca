import type { CreateRoutineBody, ExerciseReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import {
  BODY_PARTS,
  EXERCISE_TYPES,
  type BodyPartKey,
  type ExerciseTypeKey,
} from '../../../shared/workout/workoutVocabulary';
import type { FieldErrors } from '../../ui/forms/useFormState';

/**
 * 'Select Exercises' as chosen: the body parts and types ticked on the first step, then the
 * new routine's name and the exercises ticked among those they found.
 */
export interface SelectExercisesValues {
  body_parts: readonly BodyPartKey[];
  exercise_types: readonly ExerciseTypeKey[];
  exercises: readonly number[];
  name: string;
}

export const noExercisesChosen: SelectExercisesValues = {
  body_parts: [],
  exercise_types: [],
  exercises: [],
  name: '',
};

/** The lists' ticks in the order the lists show them. */
export function exerciseSearchOf(values: SelectExercisesValues) {
  return {
    body_parts: BODY_PARTS.filter((part) => values.body_parts.includes(part.key)).map(
      (part) => part.key,
    ),
    exercise_types: EXERCISE_TYPES.filter((type) => values.exercise_types.includes(type.key)).map(
      (type) => type.key,
    ),
  };
}

/** The exercises ticked, in the order shown; a tick left on one no longer listed does not count. */
export function chosenExerciseIds(
  values: SelectExercisesValues,
  found: readonly ExerciseReply[],
): number[] {
  return found
    .filter((exercise) => values.exercises.includes(exercise.id))
    .map((exercise) => exercise.id);
}

/** docs/product.md#workout-routines: the new routine needs a name (the exercises are said in a toast). */
export function validateSelectExercises(
  values: SelectExercisesValues,
): FieldErrors<SelectExercisesValues> {
  return { name: values.name.trim() === '' ? workoutMessages.requiredField : undefined };
}

/** The create call; `routineCounter` is the count of custom routines (docs/product.md#workout-routines). */
export function toCreateRoutineBody(
  values: SelectExercisesValues,
  found: readonly ExerciseReply[],
  routineCounter: number,
): CreateRoutineBody {
  return {
    exercises: chosenExerciseIds(values, found),
    routine: routineCounter,
    name: values.name.trim(),
  };
}
