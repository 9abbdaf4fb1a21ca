import type { RoutineReply } from '../../../shared/api/workoutContract';
import { Button } from '../../ui/actions/Button';
import { Dialog } from '../../ui/overlays/Dialog';
import {
  clockText,
  clockWords,
  dosageText,
  repsText,
  timeText,
} from '../../engine/routine/dosageText';
import { ExerciseFigure } from '../../engine/routine/ExerciseFigure';
import { PainQuestion } from './PainQuestion';
import {
  answerPainBefore,
  canComplete,
  canFinish,
  canMarkHurt,
  canSkip,
  canStart,
  completeExercise,
  elapsedSeconds,
  exercisingSeconds,
  finishRun,
  painQuestion,
  runCounts,
  runningExercise,
  skipExercise,
  startExercise,
  toggleHurt,
  trackedSeconds,
  type ExerciseRunStatus,
  type RoutineRun,
} from './routineRun';
import { useClock } from './useClock';
import { useKeepSessionAlive } from '../../account/keepSessionAlive';
import { useWakeLock } from './useWakeLock';
import { workoutTexts } from './workoutTexts';

export interface RunRoutineDialogProps {
  routine: RoutineReply;
  run: RoutineRun;
  onChange: (run: RoutineRun) => void;
  /** The finished run, its pain answers in, and when Finish Routine was pressed. */
  onFinish: (run: RoutineRun, finishedAt: number) => void;
  /** Closing keeps the run: the page offers to resume it. */
  onClose: () => void;
}

const statusText: Record<ExerciseRunStatus, string> = {
  'not-started': workoutTexts.notStarted,
  running: workoutTexts.inProgress,
  completed: workoutTexts.completed,
  skipped: workoutTexts.skipped,
};

function finishHint(run: RoutineRun): string | undefined {
  if (runningExercise(run)) return workoutTexts.finishAfterRunning;
  const { completed, skipped } = runCounts(run);
  const left = run.exercises.length - completed - skipped;
  if (left > 0) return workoutTexts.finishAfterLeft(left);
  return undefined;
}

/** 'Start Routine' (docs/product.md#workout-routines): per exercise Start, Skip and Complete, and the overall timer. */
/** The runner's dose line: a prescription's whole dosage and its note, else reps and time. */
function runnerDoseText(
  routine: RoutineReply,
  entry: RoutineReply['routineexercise_set'][number] | undefined,
): string {
  if (routine.plan !== null && entry?.dosage) {
    const note = entry.dosage.note ? ` · ${entry.dosage.note}` : '';
    return `${dosageText(entry.dosage)}${note}`;
  }
  return `${repsText(entry?.reps ?? null)} · ${timeText(entry?.time ?? null)}`;
}

export function RunRoutineDialog({
  routine,
  run,
  onChange,
  onFinish,
  onClose,
}: RunRoutineDialogProps) {
  const now = useClock(true);
  useWakeLock(true);
  // Following the timers is activity, though the screen may not be touched for minutes.
  useKeepSessionAlive(true);
  const { completed, skipped } = runCounts(run);
  const finishable = canFinish(run);
  const hint = finishHint(run);
  const byId = new Map(routine.routineexercise_set.map((entry) => [entry.id, entry]));
  const elapsed = elapsedSeconds(run, now);
  const asking = painQuestion(run);

  function finish(finishedAt: number) {
    if (run.asksPain) onChange(finishRun(run, finishedAt));
    else onFinish(run, finishedAt);
  }

  if (asking) {
    return (
      <Dialog open title={workoutTexts.startRoutineTitle} onClose={onClose}>
        <div className="run">
          <p className="run__routine-name">{routine.name}</p>
          <PainQuestion
            key={asking}
            moment={asking}
            onAnswer={(answer) => {
              if (asking === 'before') onChange(answerPainBefore(run, answer, Date.now()));
              else onFinish({ ...run, painAfter: answer }, run.finishedAt ?? Date.now());
            }}
          />
        </div>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      title={workoutTexts.startRoutineTitle}
      onClose={onClose}
      footer={
        <>
          {hint ? (
            <p className="run__finish-hint" id="run-finish-hint">
              {hint}
            </p>
          ) : null}
          <Button
            size="lg"
            disabled={!finishable}
            aria-describedby={hint ? 'run-finish-hint' : undefined}
            onClick={() => finish(Date.now())}
          >
            {workoutTexts.finishRoutine}
          </Button>
        </>
      }
    >
      <div className="run">
        <div className="run__overview">
          <p className="run__routine-name">{routine.name}</p>
          <div className="run__overall">
            <span className="run__overall-label" id="run-overall-label">
              {workoutTexts.totalTime}
            </span>
            <span
              className="run__clock run__clock--overall"
              role="timer"
              aria-labelledby="run-overall-label"
              aria-label={clockWords(elapsed)}
            >
              {clockText(elapsed)}
            </span>
          </div>
          <dl className="run__counts">
            <div>
              <dt>{workoutTexts.totalExerciseTime}</dt>
              <dd>{clockText(exercisingSeconds(run))}</dd>
            </div>
            <div>
              <dt>{workoutTexts.completed}</dt>
              <dd>{completed}</dd>
            </div>
            <div>
              <dt>{workoutTexts.skipped}</dt>
              <dd>{skipped}</dd>
            </div>
            <div>
              <dt>{workoutTexts.exerciseCount}</dt>
              <dd>{run.exercises.length}</dd>
            </div>
          </dl>
        </div>

        <ol className="run__exercises">
          {run.exercises.map((exercise) => {
            const entry = byId.get(exercise.routineExerciseId);
            const name = entry?.exercise.name ?? workoutTexts.exerciseRemoved;
            const tracked = trackedSeconds(exercise, now);
            return (
              <li
                key={exercise.routineExerciseId}
                className={`run__exercise run__exercise--${exercise.status}`}
                aria-label={name}
              >
                <div className="run__exercise-head">
                  {entry ? <ExerciseFigure exercise={entry.exercise} /> : null}
                  <div className="run__exercise-text">
                    <p className="run__exercise-name">{name}</p>
                    <p className="run__exercise-dose">{runnerDoseText(routine, entry)}</p>
                    <p className="run__exercise-status">{statusText[exercise.status]}</p>
                  </div>
                  <span
                    className="run__clock"
                    role="timer"
                    aria-label={workoutTexts.trackedTime(clockWords(tracked))}
                  >
                    {clockText(tracked)}
                  </span>
                </div>
                <div className="run__actions">
                  <Button
                    size="lg"
                    disabled={!canStart(run, exercise)}
                    aria-label={`${workoutTexts.start} ${name}`}
                    onClick={() =>
                      onChange(startExercise(run, exercise.routineExerciseId, Date.now()))
                    }
                  >
                    {workoutTexts.start}
                  </Button>
                  <Button
                    size="lg"
                    variant="secondary"
                    disabled={!canSkip(exercise)}
                    aria-label={`${workoutTexts.skip} ${name}`}
                    onClick={() =>
                      onChange(skipExercise(run, exercise.routineExerciseId, Date.now()))
                    }
                  >
                    {workoutTexts.skip}
                  </Button>
                  <Button
                    size="lg"
                    variant="secondary"
                    disabled={!canComplete(exercise)}
                    aria-label={`${workoutTexts.complete} ${name}`}
                    onClick={() =>
                      onChange(completeExercise(run, exercise.routineExerciseId, Date.now()))
                    }
                  >
                    {workoutTexts.complete}
                  </Button>
                </div>
                {run.asksPain && canMarkHurt(exercise) ? (
                  <Button
                    variant="secondary"
                    className="run__hurt"
                    aria-pressed={exercise.hurt}
                    aria-label={workoutTexts.thisHurtNamed(name)}
                    onClick={() => onChange(toggleHurt(run, exercise.routineExerciseId))}
                  >
                    {workoutTexts.thisHurt}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    </Dialog>
  );
}
