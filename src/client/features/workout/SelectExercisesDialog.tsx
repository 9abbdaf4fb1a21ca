import { useEffect, useId, useRef, useState, type SubmitEvent } from 'react';
import { toast, ToastContainer } from 'react-toastify';
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
import { Dialog } from '../../ui/overlays/Dialog';
import { CheckboxOption } from './CheckboxOption';
import { ExerciseFigure } from './ExerciseFigure';
import { useCreateRoutineMutation, useLazyExercisesQuery } from './workoutApi';
import { workoutTexts } from './workoutTexts';
import './WorkoutDialogs.css';

export interface SelectExercisesDialogProps {
  onClose: () => void;
  /** The count of custom routines the create call carries (000 §7). */
  routineCounter: number;
}

type Step = 'lists' | 'exercises';

function toggled<T>(set: ReadonlySet<T>, value: T): ReadonlySet<T> {
  const next = new Set(set);
  if (!next.delete(value)) next.add(value);
  return next;
}

/**
 * 'Select Exercises' (000 §2, §4): first the body parts and exercise types, then the
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
      toast.error(workoutMessages.viewExercisesFailed, { containerId: toastsId });
    }
  }

  async function addExercises(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    // In the order shown; a tick left on an exercise no longer listed does not count.
    const ids = found.filter((exercise) => chosen.has(exercise.id)).map((exercise) => exercise.id);
    const trimmed = name.trim();
    if (ids.length === 0) toast.error(workoutMessages.selectExercises, { containerId: toastsId });
    if (trimmed === '') {
      toast.error(workoutMessages.requiredField, { containerId: toastsId });
      setNameError(workoutMessages.requiredField);
    }
    if (ids.length === 0 || trimmed === '') return;
    try {
      await createRoutine({ exercises: ids, routine: routineCounter, name: trimmed }).unwrap();
      // The dialog closes: the page's own toasts say it.
      toast.success(workoutMessages.exerciseAdded);
      onClose();
    } catch {
      toast.error(workoutMessages.addExerciseFailed, { containerId: toastsId });
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
        <>
          <Button variant="secondary" onClick={onClose}>
            {workoutTexts.close}
          </Button>
          {step === 'lists' ? (
            <Button type="submit" form={listsFormId} loading={exercises.isFetching}>
              {workoutTexts.viewExercises}
            </Button>
          ) : (
            <Button type="submit" form={exercisesFormId} loading={creating.isLoading}>
              {workoutTexts.addExercises}
            </Button>
          )}
        </>
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
      <ToastContainer containerId={toastsId} position="bottom-right" newestOnTop />
    </Dialog>
  );
}

interface ChoiceFieldsetProps<K extends string> {
  legend: string;
  choices: readonly { key: K; label: string }[];
  chosen: ReadonlySet<K>;
  onToggle: (key: K) => void;
}

/** A named group of checkboxes laid out as a grid. */
function ChoiceFieldset<K extends string>({
  legend,
  choices,
  chosen,
  onToggle,
}: ChoiceFieldsetProps<K>) {
  return (
    <fieldset className="workout-dialog__fieldset">
      <legend className="workout-dialog__legend">{legend}</legend>
      <div className="workout-dialog__choices">
        {choices.map((choice) => (
          <label
            key={choice.key}
            className="workout-dialog__option workout-dialog__option--compact"
          >
            <input
              type="checkbox"
              checked={chosen.has(choice.key)}
              onChange={() => onToggle(choice.key)}
            />
            <span>{choice.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
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
