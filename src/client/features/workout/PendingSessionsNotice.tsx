import { Button } from '../../ui/actions/Button';
import type { PendingSession } from './pendingSessions';
import { workoutTexts } from './workoutTexts';

const finished = (session: PendingSession) =>
  workoutTexts.finishedSession(session.routineName, session.body.created_on);

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
            <strong>{workoutTexts.waitingToSave}</strong>{' '}
            {workoutTexts.waitingNotice(waiting.map(finished).join(', '))}
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
            <strong>{workoutTexts.notSavedYet}</strong>{' '}
            {workoutTexts.refusedNotice(finished(session), session.refusal ?? '')}
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
              {workoutTexts.discardSession}
            </Button>
          </div>
        </div>
      ))}
    </>
  );
}
