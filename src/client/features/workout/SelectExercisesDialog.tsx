import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import { ROUTINE_NAME_MAX, type ExerciseReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import {
  BODY_PARTS,
  EXERCISE_TYPES,
  labelOf,
  type BodyPartKey,
  type ExerciseTypeKey,
} from '../../../shared/workout/workoutVocabulary';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { TextField } from '../../ui/forms/TextField';
import { CloseAndSubmitButtons } from '../../ui/overlays/CloseAndSubmitButtons';
import { Dialog } from '../../ui/overlays/Dialog';
import { CheckboxOption } from './CheckboxOption';
import { ChoiceFieldset } from './ChoiceFieldset';
import { ExerciseFigure } from '../../engine/routine/ExerciseFigure';
import { useLazyExercisesQuery } from '../../engine/routine/catalogueApi';
import { useCreateRoutineMutation } from './workoutApi';
import { workoutTexts } from './workoutTexts';
import './WorkoutDialogs.css';

export interface SelectExercisesDialogProps {
  onClose: () => void;
  /** The count of custom routines the create call carries (docs/product.md#workout-routines). */
  routineCounter: number;
}

type Step = 'lists' | 'exercises';

function toggled<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

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
  const [bodyParts, setBodyParts] = useState<ReadonlySet<BodyPartKey>>(() => new Set());
  const [types, setTypes] = useState<ReadonlySet<ExerciseTypeKey>>(() => new Set());
  const [found, setFound] = useState<readonly ExerciseReply[]>([]);
  const [chosen, setChosen] = useState<ReadonlySet<number>>(() => new Set());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string>();
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
      const reply = await loadExercises({
        body_parts: BODY_PARTS.filter((part) => bodyParts.has(part.key)).map((part) => part.key),
        exercise_types: EXERCISE_TYPES.filter((type) => types.has(type.key)).map(
          (type) => type.key,
        ),
      }).unwrap();
      setFound(reply.data);
      setStep('exercises');
    } catch {
      showToast('error', workoutMessages.viewExercisesFailed, { containerId: toastsId });
    }
  }

  async function addExercises(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // In the order shown; a tick left on an exercise no longer listed does not count.
    const ids = found.filter((exercise) => chosen.has(exercise.id)).map((exercise) => exercise.id);
    const trimmed = name.trim();
    if (ids.length === 0)
      showToast('error', workoutMessages.selectExercises, { containerId: toastsId });
    if (trimmed === '') {
      showToast('error', workoutMessages.requiredField, { containerId: toastsId });
      setNameError(workoutMessages.requiredField);
    }
    if (ids.length === 0 || trimmed === '') return;
    try {
      await createRoutine({ exercises: ids, routine: routineCounter, name: trimmed }).unwrap();
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
            chosen={bodyParts}
            onToggle={(key) => setBodyParts((current) => toggled(current, key))}
          />
          <ChoiceFieldset
            legend={workoutTexts.exerciseTypes}
            choices={EXERCISE_TYPES}
            chosen={types}
            onToggle={(key) => setTypes((current) => toggled(current, key))}
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
              {workoutTexts.selectedCount(chosen.size)}
            </p>
          </div>
          <p className="workout-dialog__hint">{workoutTexts.chooseExercisesHint}</p>
          <TextField
            label={workoutTexts.routineName}
            value={name}
            error={nameError}
            required
            maxLength={ROUTINE_NAME_MAX}
            autoComplete="off"
            // The step was opened to name and pick: start there.
            autoFocus
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
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
                      checked={chosen.has(exercise.id)}
                      onToggle={() => setChosen((current) => toggled(current, exercise.id))}
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
