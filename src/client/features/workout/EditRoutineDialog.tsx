import { useId, useState, type SubmitEvent } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import {
  ROUTINE_NAME_MAX,
  ROUTINE_TEXT_MAX,
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
import { SelectField } from '../../ui/forms/SelectField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { CloseAndSubmitButtons } from '../../ui/overlays/CloseAndSubmitButtons';
import { Dialog } from '../../ui/overlays/Dialog';
import { RoutineExercisesSection } from './RoutineExercisesSection';
import { useEditRoutineMutation } from './workoutApi';
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

/** The reply is typed as a success, but an edit can be refused (docs/product.md#workout-routines): read its status. */
function isSuccessReply(reply: unknown): boolean {
  return typeof reply === 'object' && reply !== null && 'status' in reply
    ? reply.status === 'success'
    : false;
}

/**
 * 'Edit Routine' (docs/product.md#workout-routines): the routine's texts, category and video, and its exercises, each
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

  async function update(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = name.trim();
    const videoId = youtubeVideoId(youtube);
    setNameError(trimmed === '' ? workoutMessages.requiredField : undefined);
    setYoutubeError(videoId === undefined ? workoutTexts.youtubeInvalid : undefined);
    if (trimmed === '')
      showToast('error', workoutMessages.requiredField, { containerId: toastsId });
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
        showToast('success', workoutMessages.routineUpdated);
        onClose();
        return;
      }
      showToast('warning', serverFailureMessage(reply) ?? workoutMessages.updateFailed, {
        containerId: toastsId,
      });
    } catch (error) {
      // docs/product.md#workout-routines: the server's reason as a warning; without one (the network), the failure.
      const reason = serverFailureMessage(error);
      if (reason) showToast('warning', reason, { containerId: toastsId });
      else showToast('error', workoutMessages.updateFailed, { containerId: toastsId });
    }
  }

  return (
    <Dialog
      open
      title={workoutTexts.editRoutineTitle}
      onClose={onClose}
      footer={
        <CloseAndSubmitButtons
          closeLabel={workoutTexts.close}
          onClose={onClose}
          submitLabel={workoutTexts.update}
          formId={formId}
          busy={editing.isLoading}
        />
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

        <RoutineExercisesSection routine={routine} toastsId={toastsId} />
      </div>
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}
