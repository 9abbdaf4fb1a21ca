import { ErrorState } from '../../ui/feedback/ErrorState';
import { LoadingState } from '../../ui/feedback/LoadingState';
import { clockText } from '../../engine/routine/dosageText';
import { useRoutineSessionsQuery } from './workoutApi';

/** The saved runs of a routine, newest first: what someone in rehab looks back on. */
export function RoutineHistory({ routineId }: { routineId: number }) {
  const sessions = useRoutineSessionsQuery(routineId);
  if (sessions.isLoading) return <LoadingState label="Loading past sessions…" />;
  if (sessions.isError || !sessions.data) {
    return (
      <ErrorState
        compact
        title="Past sessions could not be loaded"
        onRetry={() => void sessions.refetch()}
      />
    );
  }
  const rows = sessions.data.data;
  if (rows.length === 0) {
    return (
      <p className="routine__muted">No saved sessions yet: finish a run and it appears here.</p>
    );
  }
  return (
    <div className="routine__history-wrap">
      <table className="routine__history">
        <caption className="visually-hidden">Past sessions</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Total time</th>
            <th scope="col">Exercise time</th>
            <th scope="col">Completed</th>
            <th scope="col">Skipped</th>
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
