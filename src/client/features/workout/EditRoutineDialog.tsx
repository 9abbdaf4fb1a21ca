import { useId, useRef, useState, type SubmitEvent } from 'react';
import { toast, ToastContainer } from 'react-toastify';
import {
  ROUTINE_NAME_MAX,
  ROUTINE_TEXT_MAX,
  type RoutineExerciseReply,
  type RoutineReply,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import {
  ROUTINE_CATEGORIES,
  ROUTINE_CATEGORY_KEYS,
  type RoutineCategoryKey,
} from '../../../shared/workout/workoutVocabulary';
import { youtubeVideoId } from '../../../shared/workout/youtubeVideoId';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { Button } from '../../ui/actions/Button';
import { SelectField } from '../../ui/forms/SelectField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { Dialog } from '../../ui/overlays/Dialog';
import { repsText, timeText } from './dosageText';
import { ExerciseFigure } from './ExerciseFigure';
import { useDeleteRoutineExerciseMutation, useEditRoutineMutation } from './workoutApi';
import { workoutTexts } from './workoutTexts';
import './WorkoutDialogs.css';

export interface EditRoutineDialogProps {
  /** The page passes the routine again after its list reloads, so deletions show here. */
  routine: RoutineReply;
  onClose: () => void;
}

const CATEGORY_OPTIONS = ROUTINE_CATEGORIES.map(({ key, label }) => ({ value: key, label }));

function isRoutineCategory(value: string): value is RoutineCategoryKey {
  return (ROUTINE_CATEGORY_KEYS as readonly string[]).includes(value);
}

/** The reply is typed as a success, but the specification (000 §8) reads its status. */
function isSuccessReply(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && 'status' in reply
    ? reply.status === 'success'
    : false;
}

/**
 * 'Edit Routine' (000 §2): the routine's texts, category and video, and its exercises, each
 * with Delete Exercise. The fields start from the routine and keep what was typed; the
 * exercise list follows the routine the page passes.
 */
export function EditRoutineDialog({ routine, onClose }: EditRoutineDialogProps) {
  // A modal sits above the page's toasts: what is said while it stays open is said in it.
  const toastsId = useId();
  const formId = useId();
  const [name, setName] = useState(routine.name);
  const [youtube, setYoutube] = useState(routine.youtube_url);
  const [category, setCategory] = useState<RoutineCategoryKey>(() =>
    isRoutineCategory(routine.category) ? routine.category : ROUTINE_CATEGORY_KEYS[0],
  );
  const [description, setDescription] = useState(routine.description);
  const [safetyInfo, setSafetyInfo] = useState(routine.safety_info);
  const [nameError, setNameError] = useState<string>();
  const [youtubeError, setYoutubeError] = useState<string>();
  const [editRoutine, editing] = useEditRoutineMutation();
  const [deleteExercise, deleting] = useDeleteRoutineExerciseMutation();
  // Deleted ones leave at once, before the page's list reloads, so none is deleted twice.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const exercises = routine.routineexercise_set.filter((entry) => !deleted.has(entry.id));
  const lastOne = exercises.length === 1;
  const lastNoteId = `${formId}-last`;
  const exercisesHeading = useRef<HTMLHeadingElement>(null);

  async function update(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const videoId = youtubeVideoId(youtube);
    setNameError(trimmed === '' ? workoutMessages.requiredField : undefined);
    setYoutubeError(videoId === undefined ? workoutTexts.youtubeInvalid : undefined);
    if (trimmed === '') toast.error(workoutMessages.requiredField, { containerId: toastsId });
    if (trimmed === '' || videoId === undefined) return;
    try {
      const reply: unknown = await editRoutine({
        id: routine.id,
        name: trimmed,
        youtube_url: videoId,
        safety_info: safetyInfo,
        category,
        description,
      }).unwrap();
      if (isSuccessReply(reply)) {
        // The dialog closes: the page's own toasts say it.
        toast.success(workoutMessages.routineUpdated);
        onClose();
        return;
      }
      toast.warning(serverFailureMessage(reply) ?? workoutMessages.updateFailed, {
        containerId: toastsId,
      });
    } catch (error) {
      // 000 §8: the server's reason as a warning; without one (the network), the failure.
      const reason = serverFailureMessage(error);
      if (reason) toast.warning(reason, { containerId: toastsId });
      else toast.error(workoutMessages.updateFailed, { containerId: toastsId });
    }
  }

  async function remove(entry: RoutineExerciseReply) {
    try {
      await deleteExercise({ exercise: entry.id, routine: routine.id }).unwrap();
      setDeleted((current) => new Set(current).add(entry.id));
      // Its button is gone: keep the keyboard in the list rather than at the top of the page.
      exercisesHeading.current?.focus();
      toast.success(workoutMessages.exerciseDeleted, { containerId: toastsId });
    } catch {
      toast.error(workoutMessages.deleteExerciseFailed, { containerId: toastsId });
    }
  }

  return (
    <Dialog
      open
      title={workoutTexts.editRoutineTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {workoutTexts.close}
          </Button>
          <Button type="submit" form={formId} loading={editing.isLoading}>
            {workoutTexts.update}
          </Button>
        </>
      }
    >
      <div className="workout-dialog">
        <form
          id={formId}
          className="workout-dialog__form"
          onSubmit={(event) => void update(event)}
          noValidate
        >
          <TextField
            label={workoutTexts.routineName}
            value={name}
            error={nameError}
            required
            maxLength={ROUTINE_NAME_MAX}
            autoComplete="off"
            onChange={(event) => {
              setName(event.target.value);
              setNameError(undefined);
            }}
          />
          <TextField
            label={workoutTexts.youtubeUrl}
            hint={workoutTexts.youtubeHint}
            value={youtube}
            error={youtubeError}
            optional
            inputMode="url"
            autoComplete="off"
            onChange={(event) => {
              setYoutube(event.target.value);
              setYoutubeError(undefined);
            }}
          />
          <SelectField
            label={workoutTexts.category}
            options={CATEGORY_OPTIONS}
            value={category}
            onChange={(event) => {
              if (isRoutineCategory(event.target.value)) setCategory(event.target.value);
            }}
          />
          <TextAreaField
            label={workoutTexts.description}
            value={description}
            optional
            maxLength={ROUTINE_TEXT_MAX}
            onChange={(event) => setDescription(event.target.value)}
          />
          <TextAreaField
            label={workoutTexts.safetyInfo}
            value={safetyInfo}
            optional
            maxLength={ROUTINE_TEXT_MAX}
            onChange={(event) => setSafetyInfo(event.target.value)}
          />
        </form>

        <section className="workout-dialog__section" aria-labelledby={`${formId}-exercises`}>
          <h3
            className="workout-dialog__heading"
            id={`${formId}-exercises`}
            ref={exercisesHeading}
            tabIndex={-1}
          >
            {workoutTexts.routineExercises}
          </h3>
          <ul className="workout-dialog__exercises">
            {exercises.map((entry) => (
              <li key={entry.id} className="workout-dialog__exercise">
                <ExerciseFigure exercise={entry.exercise} />
                <div className="workout-dialog__option-text">
                  <span className="workout-dialog__option-name">{entry.exercise.name}</span>
                  <span className="workout-dialog__option-meta">
                    {repsText(entry.reps)} · {timeText(entry.time)}
                  </span>
                </div>
                <Button
                  variant="danger"
                  size="sm"
                  aria-label={workoutTexts.deleteExerciseNamed(entry.exercise.name)}
                  aria-describedby={lastOne ? lastNoteId : undefined}
                  // One at a time: two at once could take a routine's last two exercises.
                  disabled={lastOne || deleting.isLoading}
                  loading={deleting.isLoading && deleting.originalArgs?.exercise === entry.id}
                  onClick={() => void remove(entry)}
                >
                  {workoutTexts.deleteExercise}
                </Button>
              </li>
            ))}
          </ul>
          {lastOne ? (
            <p className="workout-dialog__note" id={lastNoteId}>
              {workoutTexts.lastExerciseKept}
            </p>
          ) : null}
        </section>
      </div>
      <ToastContainer containerId={toastsId} position="bottom-right" newestOnTop />
    </Dialog>
  );
}
