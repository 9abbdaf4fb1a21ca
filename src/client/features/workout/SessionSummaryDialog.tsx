import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import { clockText, clockWords } from '../../engine/routine/dosageText';
import type { PendingSession } from './pendingSessions';
import { workoutTexts } from './workoutTexts';

export interface SessionSummaryDialogProps {
  session: PendingSession;
  onClose: () => void;
}

/**
 * The summary after a saved run (docs/product.md#workout-routines): total and exercising time,
 * completed and skipped; for a run that asked the pain, the pain before → after and the
 * exercises that hurt (decision 045).
 */
export function SessionSummaryDialog({ session, onClose }: SessionSummaryDialogProps) {
  const { summary, body, hurtExercises } = session;
  const before = body.pain_before ?? null;
  const after = body.pain_after ?? null;
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
        {before !== null || after !== null ? (
          <div className="summary__figure summary__figure--wide">
            <dt>{workoutTexts.painBeforeAfter}</dt>
            <dd aria-label={workoutTexts.painWords(before, after)}>
              {workoutTexts.painFigure(before, after)}
            </dd>
          </div>
        ) : null}
        {hurtExercises ? (
          <div className="summary__figure summary__figure--wide">
            <dt>{workoutTexts.exercisesThatHurt}</dt>
            <dd className="summary__names">
              {hurtExercises.length > 0 ? hurtExercises.join(', ') : workoutTexts.noneHurt}
            </dd>
          </div>
        ) : null}
      </dl>
    </Dialog>
  );
}
