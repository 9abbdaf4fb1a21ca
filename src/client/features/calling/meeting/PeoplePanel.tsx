import { Button } from '../../../ui/actions/Button';
import type { Participant } from './callProvider';
import { callTexts } from './callTexts';

export interface PeoplePanelProps {
  participants: readonly Participant[];
  /** Whether the local person may remove others (the meeting's doctor or patient). */
  canModerate: boolean;
  onRemove: (participant: Participant) => void;
}

/** Who is in the call; the meeting's doctor and patient can remove someone. */
export function PeoplePanel({ participants, canModerate, onRemove }: PeoplePanelProps) {
  return (
    <div className="call-panel">
      <p className="call-panel__empty">{callTexts.inCall(participants.length)}</p>
      <ul className="call-people">
        {participants.map((participant) => (
          <li key={participant.id} className="call-people__row">
            <span>
              {participant.isSelf ? callTexts.you(participant.name) : participant.name}
              {participant.connection === 'gone' ? ` · ${callTexts.connection.gone}` : ''}
            </span>
            {canModerate && !participant.isSelf ? (
              <Button variant="danger" size="sm" onClick={() => onRemove(participant)}>
                {callTexts.remove(participant.name)}
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
