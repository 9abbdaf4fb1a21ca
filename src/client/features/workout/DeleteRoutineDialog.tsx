import { useId } from 'react';
import { showToast, Toasts } from '../../ui/feedback/toasts';
import type { RoutineReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import { useDeleteRoutineMutation } from './workoutApi';
import { workoutTexts } from './workoutTexts';
import './WorkoutDialogs.css';

export interface DeleteRoutineDialogProps {
  routine: RoutineReply;
  onClose: () => void;
}

/** 'Delete Routine' (docs/product.md#workout-routines): asks, naming the routine, before it is deleted. */
export function DeleteRoutineDialog({ routine, onClose }: DeleteRoutineDialogProps) {
  // A modal sits above the page's toasts: a failure, said while it stays open, is said in it.
  const toastsId = useId();
  const [deleteRoutine, deleting] = useDeleteRoutineMutation();

  async function confirm() {
    try {
      await deleteRoutine(routine.id).unwrap();
      showToast('success', workoutMessages.routineDeleted);
      onClose();
    } catch {
      showToast('error', workoutMessages.deleteRoutineFailed, { containerId: toastsId });
    }
  }

  return (
    <Dialog
      open
      title={workoutTexts.deleteRoutineTitle}
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            {workoutTexts.cancel}
          </Button>
          <Button variant="danger" loading={deleting.isLoading} onClick={() => void confirm()}>
            {workoutTexts.delete}
          </Button>
        </>
      }
    >
      <p>{workoutMessages.deleteRoutineQuestion}</p>
      <p className="workout-dialog__routine-name">
        <strong>{routine.name}</strong>
      </p>
      <Toasts containerId={toastsId} />
    </Dialog>
  );
}
