import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { PatientSummary } from '../../../../shared/api/patientSummaryContract';
import { personName } from '../../../../shared/calling/personName';
import { paths } from '../../../../shared/routes/paths';
import { timeText } from '../../../engine/routine/dosageText';
import { planText } from '../../../engine/routine/planText';
import { routineTexts } from '../../../engine/routine/routineTexts';
import { EmptyState } from '../../../ui/feedback/EmptyState';
import { summaryTexts } from '../summaryTexts';
import { SummarySection } from './SummarySection';
import type { SummaryLinks } from './summaryLinks';

type Training = NonNullable<PatientSummary['training']>;

/** Whole minutes of exercise, as the routines' times are said: "45 min". */
const minutesText = (seconds: number) => timeText(Math.round(seconds / 60) * 60);

/** The latest runs listed of routines no clinician prescribed. */
const LATEST_RUNS = 5;

/** A run in words: "2026-11-29 18:00 · 16 min · 4 of 4 exercises done". */
function runText(run: Training['runs'][number]): string {
  const done = summaryTexts.exercisesDone(
    run.exercises_completed,
    run.exercises_completed + run.exercises_skipped,
  );
  return `${run.at} · ${minutesText(run.time_exercising)} · ${done}`;
}

/**
 * The Workout of the days: how often and how long the patient trained, and each routine a
 * clinician prescribed with its plan and every run of it in the days.
 */
export function TrainingSection({
  training,
  links,
  headingLevel,
  children,
}: {
  training: Training;
  links: SummaryLinks;
  headingLevel: 2 | 3;
  children?: ReactNode;
}) {
  const SubHeading = headingLevel === 2 ? 'h3' : 'h4';
  const workout = links.profile(paths.workout);
  // A prescribed routine lists each of its runs below; the latest of the rest come first.
  const prescribedIds = new Set(training.prescribed.map((routine) => routine.id));
  const others = training.runs.filter((run) => !prescribedIds.has(run.routine_id));
  return (
    <SummarySection
      id="summary-training"
      title={summaryTexts.training}
      hint={summaryTexts.lastDays}
      headingLevel={headingLevel}
    >
      <dl className="summary__stats">
        <div>
          <dt>{summaryTexts.sessions}</dt>
          <dd>{training.sessions}</dd>
        </div>
        <div>
          <dt>{summaryTexts.perWeek}</dt>
          <dd>{training.per_week}</dd>
        </div>
        <div>
          <dt>{summaryTexts.timeExercising}</dt>
          <dd>{minutesText(training.time_exercising)}</dd>
        </div>
      </dl>
      {training.sessions === 0 ? <EmptyState title={summaryTexts.noRuns} /> : null}
      {others.length > 0 ? (
        <div className="summary__group">
          <SubHeading className="summary__subheading">
            {prescribedIds.size > 0 ? summaryTexts.otherRuns : summaryTexts.lastRuns}
          </SubHeading>
          <ul className="summary__list">
            {others.slice(0, LATEST_RUNS).map((run) => (
              <li key={run.id} className="summary__record">
                <span className="summary__record-name">
                  <Link to={workout}>{run.routine_name}</Link>
                </span>
                <span className="summary__muted">{runText(run)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {children}
      <div className="summary__group">
        <SubHeading className="summary__subheading">{summaryTexts.prescribed}</SubHeading>
        {training.prescribed.length === 0 ? (
          <p className="summary__none">{summaryTexts.noPrescribed}</p>
        ) : (
          <ul className="summary__list">
            {training.prescribed.map((routine) => {
              const runs = training.runs.filter((run) => run.routine_id === routine.id);
              return (
                <li key={routine.id} className="summary__record">
                  <span className="summary__record-name">
                    <Link to={workout}>{routine.name}</Link>
                  </span>
                  {routine.plan ? (
                    <span className="summary__record-details">
                      {routineTexts.plan}: {planText(routine.plan)}
                      {routine.plan.in_force ? '' : ` · ${summaryTexts.notInForce}`}
                    </span>
                  ) : null}
                  {routine.prescribed_by ? (
                    <span className="summary__muted">
                      {routineTexts.prescribedBy(personName(routine.prescribed_by))}
                    </span>
                  ) : null}
                  <span className="summary__record-details">
                    {runs.length === 0
                      ? summaryTexts.noRunsOfRoutine
                      : summaryTexts.runsOf(runs.length)}
                  </span>
                  {runs.length > 0 ? (
                    <ol className="summary__runs">
                      {runs.map((run) => (
                        <li key={run.id}>{runText(run)}</li>
                      ))}
                    </ol>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </SummarySection>
  );
}
