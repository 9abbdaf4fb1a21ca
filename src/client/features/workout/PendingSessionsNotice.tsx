import type { PendingSession } from './pendingSessions';

/** Says that finished runs wait to be saved, and that they will be, once. */
export function PendingSessionsNotice({ pending }: { pending: readonly PendingSession[] }) {
  if (pending.length === 0) return null;
  return (
    <div className="workout__notice workout__notice--waiting" role="status">
      <p>
        <strong>Waiting to save:</strong>{' '}
        {pending
          .map((session) => `${session.routineName} (finished ${session.body.created_on})`)
          .join(', ')}
        . There is no connection to Motus right now; the session is kept on this device and saved
        automatically, once, when the connection returns.
      </p>
    </div>
  );
}
