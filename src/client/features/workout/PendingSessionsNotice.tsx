import { Button } from '../../ui/actions/Button';
import type { PendingSession } from './pendingSessions';
import { workoutTexts } from './workoutTexts';

const finished = (session: PendingSession) =>
  `${session.routineName} (finished ${session.body.created_on})`;

export interface PendingSessionsNoticeProps {
  pending: readonly PendingSession[];
  onDiscard: (idempotencyKey: string) => void;
}

/**
 * Says which finished runs are not saved yet: those waiting for the connection, and those
 * the server refused, with its reason. Both are kept on this device and tried again; only
 * the person can give up a refused one.
 */
export function PendingSessionsNotice({ pending, onDiscard }: PendingSessionsNoticeProps) {
  const waiting = pending.filter((session) => session.refusal === undefined);
  const refused = pending.filter((session) => session.refusal !== undefined);
  return (
    <>
      {waiting.length > 0 ? (
        <div className="workout__notice workout__notice--waiting" role="status">
          <p>
            <strong>Waiting to save:</strong> {waiting.map(finished).join(', ')}. There is no
            connection to Motus right now; the session is kept on this device and saved
            automatically, once, when the connection returns.
          </p>
        </div>
      ) : null}
      {refused.map((session) => (
        <div
          key={session.idempotencyKey}
          className="workout__notice workout__notice--waiting"
          role="status"
        >
          <p>
            <strong>Not saved yet:</strong> {finished(session)}. Motus answered: “{session.refusal}”
            The session is kept on this device and tried again.
          </p>
          <div className="workout__notice-actions">
            <Button
              variant="ghost"
              onClick={() => {
                if (window.confirm(workoutTexts.discardRefusedQuestion(session.routineName))) {
                  onDiscard(session.idempotencyKey);
                }
              }}
            >
              Discard session
            </Button>
          </div>
        </div>
      ))}
    </>
  );
}
