import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import { ROUTINE_NAME_MAX, type ExerciseReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { BODY_PARTS, EXERCISE_TYPES, labelOf } from '../../../shared/workout/workoutVocabulary';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { CloseAndSubmitButtons } from '../../ui/overlays/CloseAndSubmitButtons';
import { Dialog } from '../../ui/overlays/Dialog';
import { CheckboxOption } from './CheckboxOption';
import { ChoiceFieldset } from './ChoiceFieldset';
import { ExerciseFigure } from '../../engine/routine/ExerciseFigure';
import { useLazyExercisesQuery } from '../../engine/routine/catalogueApi';
import {
  chosenExerciseIds,
  exerciseSearchOf,
  noExercisesChosen,
  toCreateRoutineBody,
  validateSelectExercises,
} from './selectExercisesForm';
import { useCreateRoutineMutation } from './workoutApi';
import { workoutTexts } from './workoutTexts';
import './WorkoutDialogs.css';

export interface SelectExercisesDialogProps {
  onClose: () => void;
  /** The count of custom routines the create call carries (docs/product.md#workout-routines). */
  routineCounter: number;
}

type Step = 'lists' | 'exercises';

/**
 * 'Select Exercises' (docs/product.md#workout-routines): first the body parts and exercise types, then the
 * exercises that match, a name, and Add Exercises. Back keeps the ticks of the first step.
 */
export function SelectExercisesDialog({ onClose, routineCounter }: SelectExercisesDialogProps) {
  // A modal sits above the page's toasts: what is said while it stays open is said in it.
  const toastsId = useId();
  const listsFormId = useId();
  const exercisesFormId = useId();
  const listsForm = useRef<HTMLFormElement>(null);
  const cameBack = useRef(false);
  const [step, setStep] = useState<Step>('lists');
  const [found, setFound] = useState<readonly ExerciseReply[]>([]);
  // The name's problem is said at Add Exercises and stays until the name is edited.
  const form = useFormState(noExercisesChosen, validateSelectExercises, {
    errorTiming: 'untilFieldEdited',
    focusFirstError: false,
  });
  const [loadExercises, exercises] = useLazyExercisesQuery();
  const [createRoutine, creating] = useCreateRoutineMutation();

  // Back from the results: focus goes to the first box, not to the top of the page.
  useEffect(() => {
    if (step !== 'lists' || !cameBack.current) return;
    cameBack.current = false;
    listsForm.current?.querySelector('input')?.focus();
  }, [step]);

  async function viewExercises(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    try {
      const reply = await loadExercises(exerciseSearchOf(form.values)).unwrap();
      setFound(reply.data);
      setStep('exercises');
    } catch {
      showToast('error', workoutMessages.viewExercisesFailed, { containerId: toastsId });
    }
  }

  async function addExercises(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const chosen = chosenExerciseIds(form.values, found).length > 0;
    if (!chosen) showToast('error', workoutMessages.selectExercises, { containerId: toastsId });
    const named = form.attemptSubmit();
    if (!named) showToast('error', workoutMessages.requiredField, { containerId: toastsId });
    if (!chosen || !named) return;
    try {
      await createRoutine(toCreateRoutineBody(form.values, found, routineCounter)).unwrap();
      // The dialog closes: the page's own toasts say it.
      showToast('success', workoutMessages.exerciseAdded);
      onClose();
    } catch {
      showToast('error', workoutMessages.addExerciseFailed, { containerId: toastsId });
    }
  }

  function back() {
    cameBack.current = true;
    setStep('lists');
  }

  return (
    <Dialog
      open
      title={workoutTexts.selectExercisesTitle}
      onClose={onClose}
      footer={
        <CloseAndSubmitButtons
          closeLabel={workoutTexts.close}
          onClose={onClose}
          {...(step === 'lists'
            ? {
                submitLabel: workoutTexts.viewExercises,
                formId: listsFormId,
                busy: exercises.isFetching,
              }
            : {
                submitLabel: workoutTexts.addExercises,
                formId: exercisesFormId,
                busy: creating.isLoading,
              })}
        />
      }
    >
      {step === 'lists' ? (
        <form
          id={listsFormId}
          ref={listsForm}
          className="workout-dialog"
          onSubmit={(event) => void viewExercises(event)}
          noValidate
        >
          <p className="workout-dialog__hint">{workoutTexts.chooseListsHint}</p>
          <ChoiceFieldset
            legend={workoutTexts.bodyParts}
            choices={BODY_PARTS}
            chosen={form.values.body_parts}
            onToggle={(key) => form.toggleItem('body_parts', key)}
          />
          <ChoiceFieldset
            legend={workoutTexts.exerciseTypes}
            choices={EXERCISE_TYPES}
            chosen={form.values.exercise_types}
            onToggle={(key) => form.toggleItem('exercise_types', key)}
          />
        </form>
      ) : (
        <form
          id={exercisesFormId}
          className="workout-dialog"
          onSubmit={(event) => void addExercises(event)}
          noValidate
        >
          <div className="workout-dialog__step-bar">
            <Button variant="ghost" size="sm" onClick={back}>
              {workoutTexts.back}
            </Button>
            <p className="workout-dialog__count" aria-live="polite">
              {workoutTexts.selectedCount(form.values.exercises.length)}
            </p>
          </div>
          <p className="workout-dialog__hint">{workoutTexts.chooseExercisesHint}</p>
          <TextField
            label={workoutTexts.routineName}
            required
            maxLength={ROUTINE_NAME_MAX}
            autoComplete="off"
            // The step was opened to name and pick: start there.
            autoFocus
            {...form.field('name')}
          />
          <section aria-label={workoutTexts.exercisesLabel}>
            {found.length === 0 ? (
              <EmptyState title={workoutTexts.noExercises} />
            ) : (
              <ul className="workout-dialog__options">
                {found.map((exercise) => (
                  <li key={exercise.id}>
                    <ExerciseOption
                      exercise={exercise}
                      checked={form.values.exercises.includes(exercise.id)}
                      onToggle={() => form.toggleItem('exercises', exercise.id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </form>
      )}
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}

interface ExerciseOptionProps {
  exercise: ExerciseReply;
  checked: boolean;
  onToggle: () => void;
}

function ExerciseOption({ exercise, checked, onToggle }: ExerciseOptionProps) {
  return (
    <CheckboxOption
      name={exercise.name}
      meta={labelOf(EXERCISE_TYPES, exercise.exercise_type)}
      detail={exercise.body_parts.map((part) => part.name).join(', ')}
      media={<ExerciseFigure exercise={exercise} />}
      checked={checked}
      onToggle={onToggle}
    />
  );
}
