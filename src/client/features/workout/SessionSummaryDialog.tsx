import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import { clockText, clockWords } from '../../engine/routine/dosageText';
import type { PendingSession } from './pendingSessions';
import { workoutTexts } from './workoutTexts';

export interface SessionSummaryDialogProps {
  session: PendingSession;
  onClose: () => void;
}

/** The summary after a saved run (docs/product.md#workout-routines): total and exercising time, completed and skipped. */
export function SessionSummaryDialog({ session, onClose }: SessionSummaryDialogProps) {
  const { summary } = session;
  const figures: [string, string, string][] = [
    [workoutTexts.totalTime, clockText(summary.totalSeconds), clockWords(summary.totalSeconds)],
    [
      workoutTexts.totalExerciseTime,
      clockText(summary.exercisingSeconds),
      clockWords(summary.exercisingSeconds),
    ],
    [workoutTexts.totalCompleted, String(summary.completed), String(summary.completed)],
    [workoutTexts.totalSkipped, String(summary.skipped), String(summary.skipped)],
  ];
  return (
    <Dialog
      open
      title={workoutTexts.summaryTitle}
      onClose={onClose}
      footer={<Button onClick={onClose}>{workoutTexts.close}</Button>}
    >
      <p className="summary__routine">
        {session.routineName} · {session.body.created_on}
      </p>
      <dl className="summary">
        {figures.map(([label, shown, said]) => (
          <div key={label} className="summary__figure">
            <dt>{label}</dt>
            <dd aria-label={said}>{shown}</dd>
          </div>
        ))}
      </dl>
    </Dialog>
  );
}
