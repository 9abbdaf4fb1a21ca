import { useEffect, useState } from 'react';
import { doctorViewTexts } from '../../engine/subject/doctorViewTexts';
import { isWorkoutRefusal } from './workoutRefusal';
import { Button } from '../../ui/actions/Button';
import { EmptyState } from '../../ui/feedback/EmptyState';
import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { clockText } from '../../engine/routine/dosageText';
import { routineTexts } from '../../engine/routine/routineTexts';
import type { RoutineSessionsListReply } from '../../../shared/api/careTeamContract';
import { usePatientSessionsQuery } from './patientWorkoutApi';
import { DataTable } from '../../ui/layout/DataTable';
import './PatientSessions.css';

export interface PatientSessionsProps {
  patientId: number;
  /** The server refused the read (the grant ended or narrowed): the page says so instead. */
  onRefused: () => void;
}

type SessionRow = RoutineSessionsListReply['data']['result'][number];

/** The pain before → after a run (decision 045); a dash for a run that asked none or was skipped. */
function PainCell({ session }: { session: SessionRow }) {
  const { pain_before: before, pain_after: after } = session;
  if (before === null && after === null)
    return <span aria-label={routineTexts.painWords(null, null)}>–</span>;
  return (
    <span aria-label={routineTexts.painWords(before, after)}>
      {routineTexts.painFigure(before, after)}
    </span>
  );
}

/** The exercises marked "This hurt"; "None" only for a run that was asked its pain. */
function hurtText(session: SessionRow): string {
  const hurt = session.session_routine_exercises.filter((exercise) => exercise.hurt);
  if (hurt.length > 0) return hurt.map((exercise) => exercise.exercise_name).join(', ');
  return session.pain_before === null && session.pain_after === null ? '–' : routineTexts.noneHurt;
}

/** Every saved session of a patient's routines, newest first, a page at a time. */
export function PatientSessions({ patientId, onRefused }: PatientSessionsProps) {
  const [page, setPage] = useState(1);
  const sessions = usePatientSessionsQuery({ patientId, page });
  const refused = sessions.isError && isWorkoutRefusal(sessions.error);
  useEffect(() => {
    if (refused) onRefused();
  }, [refused, onRefused]);
  const reply = sessions.currentData?.data;

  function body() {
    if (sessions.isError) {
      return (
        <ErrorState
          title={doctorViewTexts.sessionsFailed}
          message={doctorViewTexts.tryAgainHint}
          onRetry={() => void sessions.refetch()}
        />
      );
    }
    if (!reply) return <LoadingState label={doctorViewTexts.sessionsLoading} />;
    if (reply.result.length === 0) return <EmptyState title={doctorViewTexts.noSessions} />;
    return (
      <DataTable
        className="patient-sessions__table"
        caption={`${doctorViewTexts.sessions}, ${doctorViewTexts.pageOf(reply.page, reply.pages)}`}
        columns={[
          doctorViewTexts.sessionDate,
          doctorViewTexts.sessionRoutine,
          doctorViewTexts.sessionTime,
          doctorViewTexts.sessionCompleted,
          doctorViewTexts.sessionSkipped,
          routineTexts.painBeforeAfter,
          routineTexts.exercisesThatHurt,
        ]}
      >
        {reply.result.map((session) => (
          <tr key={session.id}>
            <th scope="row" data-label={doctorViewTexts.sessionDate}>
              {session.created_on}
            </th>
            <td data-label={doctorViewTexts.sessionRoutine}>{session.routine_name}</td>
            <td data-label={doctorViewTexts.sessionTime}>{clockText(session.time_total)}</td>
            <td data-label={doctorViewTexts.sessionCompleted}>{session.exercises_completed}</td>
            <td data-label={doctorViewTexts.sessionSkipped}>{session.exercises_skipped}</td>
            <td data-label={routineTexts.painBeforeAfter} className="patient-sessions__pain">
              <PainCell session={session} />
            </td>
            <td data-label={routineTexts.exercisesThatHurt}>{hurtText(session)}</td>
          </tr>
        ))}
      </DataTable>
    );
  }

  // The last page's count while the next loads: the buttons stay where they are, and focused.
  const pages = sessions.data?.data.pages ?? 0;
  return (
    <section
      className="patient-sessions"
      aria-labelledby="patient-sessions-heading"
      aria-busy={sessions.isFetching || undefined}
    >
      <h2 className="patient-sessions__heading" id="patient-sessions-heading">
        {doctorViewTexts.sessions}
      </h2>
      {body()}
      {pages > 1 ? (
        <nav className="patient-sessions__pages" aria-label={doctorViewTexts.sessions}>
          <Button
            variant="secondary"
            size="sm"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            {doctorViewTexts.previousPage}
          </Button>
          <span aria-live="polite">{doctorViewTexts.pageOf(page, pages)}</span>
          <Button
            variant="secondary"
            size="sm"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            {doctorViewTexts.nextPage}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
