import { CameraOffIcon, MicOffIcon, PinIcon } from '../../../ui/icons/callIcons';
import type { Participant } from './callProvider';
import { callTexts } from './callTexts';
import { VideoView } from './VideoView';

export interface ParticipantTileProps {
  participant: Participant;
  /** Their screen share rather than their camera. */
  showScreen?: boolean;
  pinned: boolean;
  onTogglePin: () => void;
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase() ?? '')
    .join('');
}

/** One person (or their shared screen) in the call, with their name and state. */
export function ParticipantTile({
  participant,
  showScreen = false,
  pinned,
  onTogglePin,
}: ParticipantTileProps) {
  const { name, isSelf, media, connection } = participant;
  const label = showScreen ? callTexts.screenOf(name, isSelf) : isSelf ? callTexts.you(name) : name;
  const stream = showScreen ? participant.screen : participant.camera;
  const hasVideo =
    stream !== null && (showScreen || (media.cam && stream.getVideoTracks().length > 0));
  const hasAudio = !showScreen && !isSelf && stream !== null;
  return (
    <figure
      className={[
        'call-tile',
        pinned ? 'call-tile--pinned' : '',
        connection === 'gone' ? 'call-tile--gone' : '',
      ]
        .filter(Boolean)
        .join(' ')}
      data-participant={participant.id}
    >
      {hasVideo || hasAudio ? (
        <VideoView
          stream={stream}
          muted={isSelf || showScreen}
          label={callTexts.videoOf(label)}
          mirrored={isSelf && !showScreen}
        />
      ) : null}
      {!hasVideo ? (
        <div className="call-tile__avatar" aria-hidden="true">
          {initials(name) || '?'}
        </div>
      ) : null}
      <figcaption className="call-tile__caption">
        <span className="call-tile__name">{label}</span>
        {!showScreen && !media.mic ? (
          <span className="call-tile__badge" title={callTexts.micOff}>
            <MicOffIcon width={16} height={16} />
            <span className="visually-hidden">{callTexts.micOff}</span>
          </span>
        ) : null}
        {!showScreen && !media.cam ? (
          <span className="call-tile__badge" title={callTexts.camOff}>
            <CameraOffIcon width={16} height={16} />
            <span className="visually-hidden">{callTexts.camOff}</span>
          </span>
        ) : null}
        {connection !== 'connected' ? (
          <span className="call-tile__state">{callTexts.connection[connection]}</span>
        ) : null}
      </figcaption>
      <button
        type="button"
        className="call-tile__pin"
        aria-pressed={pinned}
        aria-label={pinned ? callTexts.unpin(label) : callTexts.pin(label)}
        onClick={onTogglePin}
      >
        <PinIcon width={16} height={16} />
      </button>
    </figure>
  );
}
