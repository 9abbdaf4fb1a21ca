import { useId, type SubmitEvent } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import {
  ROUTINE_NAME_MAX,
  ROUTINE_TEXT_MAX,
  type RoutineReply,
} from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { ROUTINE_CATEGORIES } from '../../../shared/workout/workoutVocabulary';
import { serverFailureMessage } from '../../api/serverFailureMessage';
import { SelectField } from '../../ui/forms/SelectField';
import { TextAreaField } from '../../ui/forms/TextAreaField';
import { TextField } from '../../ui/forms/TextField';
import { useFormState } from '../../ui/forms/useFormState';
import { CloseAndSubmitButtons } from '../../ui/overlays/CloseAndSubmitButtons';
import { Dialog } from '../../ui/overlays/Dialog';
import {
  editRoutineValuesOf,
  isRoutineCategory,
  toEditRoutineBody,
  validateEditRoutine,
} from './editRoutineForm';
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
  // A problem is said when Update is pressed and stays until its own field is edited.
  const form = useFormState(editRoutineValuesOf(routine), validateEditRoutine, {
    errorTiming: 'untilFieldEdited',
    focusFirstError: false,
  });
  const [editRoutine, editing] = useEditRoutineMutation();

  async function update(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.attemptSubmit()) {
      if (form.errors.name)
        showToast('error', workoutMessages.requiredField, { containerId: toastsId });
      return;
    }
    try {
      const reply: unknown = await editRoutine(toEditRoutineBody(routine.id, form.values)).unwrap();
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
            required
            maxLength={ROUTINE_NAME_MAX}
            autoComplete="off"
            {...form.field('name')}
          />
          <TextField
            label={workoutTexts.youtubeUrl}
            hint={workoutTexts.youtubeHint}
            optional
            inputMode="url"
            autoComplete="off"
            {...form.field('youtube_url')}
          />
          <SelectField
            label={workoutTexts.category}
            options={CATEGORY_OPTIONS}
            {...form.field('category')}
            onChange={(event) => {
              if (isRoutineCategory(event.target.value))
                form.setValue('category', event.target.value);
            }}
          />
          <TextAreaField
            label={workoutTexts.description}
            optional
            maxLength={ROUTINE_TEXT_MAX}
            {...form.field('description')}
          />
          <TextAreaField
            label={workoutTexts.safetyInfo}
            optional
            maxLength={ROUTINE_TEXT_MAX}
            {...form.field('safety_info')}
          />
        </form>

        <RoutineExercisesSection routine={routine} toastsId={toastsId} />
      </div>
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}
