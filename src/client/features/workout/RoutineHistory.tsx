import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { clockText } from '../../engine/routine/dosageText';
import { useRoutineSessionsQuery } from './workoutApi';
import { workoutTexts } from './workoutTexts';

/** The saved runs of a routine, newest first: what someone in rehab looks back on. */
export function RoutineHistory({ routineId }: { routineId: number }) {
  const sessions = useRoutineSessionsQuery(routineId);
  if (sessions.isLoading) return <LoadingState label={workoutTexts.pastSessionsLoading} />;
  if (sessions.isError || !sessions.data) {
    return (
      <ErrorState
        compact
        title={workoutTexts.pastSessionsFailed}
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  const rows = sessions.data.data;
  if (rows.length === 0) {
    return <p className="routine__muted">{workoutTexts.noPastSessions}</p>;
  }
  return (
    <div className="routine__history-wrap">
      <table className="routine__history">
        <caption className="visually-hidden">{workoutTexts.pastSessions}</caption>
        <thead>
          <tr>
            <th scope="col">{workoutTexts.sessionDate}</th>
            <th scope="col">{workoutTexts.sessionTotalTime}</th>
            <th scope="col">{workoutTexts.sessionExerciseTime}</th>
            <th scope="col">{workoutTexts.completed}</th>
            <th scope="col">{workoutTexts.skipped}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((session) => (
            <tr key={session.id}>
              <th scope="row">{session.created_on}</th>
              <td>{clockText(session.time_total)}</td>
              <td>{clockText(session.time_exercising)}</td>
              <td>{session.exercises_completed}</td>
              <td>{session.exercises_skipped}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
