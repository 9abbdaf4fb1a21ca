import { useId, useRef, useState } from 'react';
import type { RoutineExerciseReply, RoutineReply } from '../../../shared/api/workoutContract';
import { workoutMessages } from '../../../shared/messages/workoutMessages';
import { Button } from '../../ui/actions/Button';
import { showToast } from '../../ui/feedback/toasts';
import { repsText, timeText } from '../../engine/routine/dosageText';
import { ExerciseFigure } from '../../engine/routine/ExerciseFigure';
import { useDeleteRoutineExerciseMutation } from './workoutApi';
import { workoutTexts } from './workoutTexts';

export interface RoutineExercisesSectionProps {
  /** The page passes the routine again after its list reloads, so deletions show here. */
  routine: RoutineReply;
  /** The open dialog's own toasts. */
  toastsId: string;
}

/** Edit Routine's list of the routine's exercises, each with Delete Exercise but the last. */
export function RoutineExercisesSection({ routine, toastsId }: RoutineExercisesSectionProps) {
  const headingId = useId();
  const lastNoteId = useId();
  const [deleteExercise, deleting] = useDeleteRoutineExerciseMutation();
  // Deleted ones leave at once, before the page's list reloads, so none is deleted twice.
  const [deleted, setDeleted] = useState<ReadonlySet<number>>(() => new Set());
  const exercises = routine.routineexercise_set.filter((entry) => !deleted.has(entry.id));
  const lastOne = exercises.length === 1;
  const heading = useRef<HTMLHeadingElement>(null);

  async function remove(entry: RoutineExerciseReply) {
    try {
      await deleteExercise({ exercise: entry.id, routine: routine.id }).unwrap();
      setDeleted((current) => new Set(current).add(entry.id));
      // Its button is gone: keep the keyboard in the list rather than at the top of the page.
      heading.current?.focus();
      showToast('success', workoutMessages.exerciseDeleted, { containerId: toastsId });
    } catch {
      showToast('error', workoutMessages.deleteExerciseFailed, { containerId: toastsId });
    }
  }

  return (
    <section className="workout-dialog__section" aria-labelledby={headingId}>
      <h3 className="workout-dialog__heading" id={headingId} ref={heading} tabIndex={-1}>
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
  );
}
