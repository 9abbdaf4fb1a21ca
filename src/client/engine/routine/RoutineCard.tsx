import { useId, useState, type ReactNode } from 'react';
import type { RoutineReply } from '../../../shared/api/workoutContract';
import { labelOf, ROUTINE_CATEGORIES } from '../../../shared/workout/workoutVocabulary';
import { Button } from '../../ui/actions/Button';
import { dosageText, repsText } from './dosageText';
import { PrescriptionFacts } from './PrescriptionFacts';
import { ExerciseFigure } from './ExerciseFigure';
import { RoutineDetails } from './RoutineDetails';
import { routinePreview } from './routinePreview';
import { routineTexts } from './routineTexts';
import './RoutineCard.css';

/** What the owner of a routine can do with it. */
export interface RoutineActions {
  /** A run of this routine is in progress (kept after a reload): Start resumes it. */
  running: boolean;
  onStart: () => void;
  onEdit: () => void;
  onDelete: () => void;
  /** The routine's past sessions, shown under More. */
  pastSessions: ReactNode;
  /** A prescribed routine whose plan holds: no Edit, no Delete (decision 043). */
  locked?: boolean;
  /** Hide the routine (or show it again, when hidden). */
  onHide?: () => void;
  /** Ask the clinician who prescribed it to stop it; absent once asked or for one's own. */
  onAskToStop?: () => void;
}

export interface RoutineCardProps {
  routine: RoutineReply;
  /** Without them the card only shows the routine (a patient's, in their doctor's view). */
  actions?: RoutineActions | undefined;
  /** A clinician's buttons for a routine they prescribed (Edit plan, End plan). */
  clinicianActions?: ReactNode;
}

/** One routine in the list (docs/product.md#workout-routines): preview, Delete, Edit, More/Hide, Start Routine. */
export function RoutineCard({ routine, actions, clinicianActions }: RoutineCardProps) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const headingId = useId();
  const { shown: preview, more } = routinePreview(routine.routineexercise_set);

  return (
    <article
      className={routine.plan === null ? 'routine' : 'routine routine--prescribed'}
      aria-labelledby={headingId}
    >
      <header className="routine__header">
        <div>
          <h2 className="routine__name" id={headingId}>
            {routine.name}
          </h2>
          <p className="routine__meta">
            <span className="routine__category">
              {labelOf(ROUTINE_CATEGORIES, routine.category)}
            </span>
            <span>
              {routine.last_run
                ? routineTexts.lastRun(routine.last_run, routine.times_run)
                : routineTexts.neverRun}
            </span>
          </p>
        </div>
        {actions ? (
          <Button size="lg" onClick={actions.onStart} className="routine__start">
            {actions.running ? routineTexts.resumeRoutine : routineTexts.startRoutine}
          </Button>
        ) : null}
      </header>

      <PrescriptionFacts routine={routine} />

      <ul className="routine__preview" aria-label={routineTexts.firstExercises(routine.name)}>
        {preview.map((entry) => (
          <li key={entry.id} className="routine__preview-item">
            <ExerciseFigure exercise={entry.exercise} />
            <span className="routine__preview-name">{entry.exercise.name}</span>
            <span className="routine__dose">
              {routine.plan !== null && entry.dosage
                ? dosageText(entry.dosage)
                : repsText(entry.reps)}
            </span>
          </li>
        ))}
        {more > 0 ? (
          <li className="routine__preview-more">{routineTexts.moreExercises(more)}</li>
        ) : null}
      </ul>

      <div className="routine__actions">
        <Button
          variant="ghost"
          aria-expanded={expanded}
          aria-controls={detailsId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? routineTexts.hide : routineTexts.more}
        </Button>
        {actions && !actions.locked ? (
          <>
            <Button
              variant="secondary"
              onClick={actions.onEdit}
              aria-label={`${routineTexts.edit} ${routine.name}`}
            >
              {routineTexts.edit}
            </Button>
            <Button
              variant="danger"
              onClick={actions.onDelete}
              aria-label={`${routineTexts.delete} ${routine.name}`}
            >
              {routineTexts.delete}
            </Button>
          </>
        ) : null}
        {actions?.onHide ? (
          <Button
            variant="secondary"
            onClick={actions.onHide}
            aria-label={`${routine.hidden ? routineTexts.showRoutine : routineTexts.hideRoutine} ${routine.name}`}
          >
            {routine.hidden ? routineTexts.showRoutine : routineTexts.hideRoutine}
          </Button>
        ) : null}
        {actions?.onAskToStop ? (
          <Button
            variant="secondary"
            onClick={actions.onAskToStop}
            aria-label={`${routineTexts.askToStop}: ${routine.name}`}
          >
            {routineTexts.askToStop}
          </Button>
        ) : null}
        {clinicianActions}
      </div>

      <div id={detailsId} hidden={!expanded}>
        {expanded ? (
          <RoutineDetails routine={routine} pastSessions={actions?.pastSessions} />
        ) : null}
      </div>
    </article>
  );
}
