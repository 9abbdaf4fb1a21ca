import { useContext, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../../shared/routes/paths';
import { buttonClassNames } from '../../../ui/actions/buttonClassNames';
import { Button } from '../../../ui/actions/Button';
import { LoadingState } from '../../../ui/feedback/LoadingState';
import { CallCompanionContext } from './callCompanion';
import type { CallProvider, Participant } from './callProvider';
import { CallControls, type SidePanel } from './CallControls';
import { callTexts } from './callTexts';
import { ChatPanel } from './ChatPanel';
import { ParticipantTile } from './ParticipantTile';
import { PeoplePanel } from './PeoplePanel';
import { PollsPanel } from './PollsPanel';
import { useCall } from './useCall';
import './MeetingRoom.css';

export interface MeetingRoomProps {
  provider: CallProvider;
  meetingId: string;
  /** Starts the call again after leaving or losing the connection. */
  onRejoin: () => void;
}

interface Tile {
  key: string;
  participant: Participant;
  screen: boolean;
}

/** The video area of a meeting (docs/product.md#calling: 600px high) with its controls and side panels. */
export function MeetingRoom({ provider, meetingId, onRejoin }: MeetingRoomProps) {
  const call = useCall(provider);
  const [panel, setPanel] = useState<SidePanel | undefined>(undefined);
  const [pinned, setPinned] = useState<string | undefined>(undefined);
  const self = call.participants.find((participant) => participant.isSelf);
  const useCompanion = useContext(CallCompanionContext);
  const companion = useCompanion(call.participants.filter((participant) => !participant.isSelf));
  // The lent panel goes when what it was for leaves the call.
  const shown = panel === 'companion' && !companion ? undefined : panel;
  const companionTitle = useRef<HTMLHeadingElement>(null);
  const companionOpen = shown === 'companion';
  // On a phone the panel covers the controls: the keyboard's place moves into it.
  useEffect(() => {
    if (companionOpen) companionTitle.current?.focus();
  }, [companionOpen]);

  if (call.phase === 'joining') {
    return (
      <div className="meeting meeting--message">
        <LoadingState label={callTexts.joining} />
      </div>
    );
  }
  if (call.phase !== 'in-call') {
    const canRejoin = call.phase === 'left' || call.phase === 'failed';
    return (
      <div className="meeting meeting--message" role="status">
        <p className="meeting__reason">{call.reason}</p>
        <div className="meeting__after">
          {canRejoin ? <Button onClick={onRejoin}>{callTexts.rejoin}</Button> : null}
          <Link className={buttonClassNames({ variant: 'secondary' })} to={paths.calling}>
            {callTexts.backToCalling}
          </Link>
        </div>
      </div>
    );
  }

  const tiles: Tile[] = call.participants.flatMap((participant) => [
    ...(participant.screen ? [{ key: `${participant.id}:screen`, participant, screen: true }] : []),
    { key: `${participant.id}:camera`, participant, screen: false },
  ]);
  const spotlight = tiles.find((tile) => tile.key === pinned);
  const others = spotlight ? tiles.filter((tile) => tile !== spotlight) : tiles;
  const tileView = (tile: Tile) => (
    <ParticipantTile
      key={tile.key}
      participant={tile.participant}
      showScreen={tile.screen}
      pinned={tile.key === pinned}
      onTogglePin={() => setPinned(tile.key === pinned ? undefined : tile.key)}
    />
  );

  return (
    <div className="meeting">
      <div className="meeting__stage">
        <div
          className={spotlight ? 'meeting__tiles meeting__tiles--spotlight' : 'meeting__tiles'}
          data-count={tiles.length}
        >
          {spotlight ? <div className="meeting__spotlight">{tileView(spotlight)}</div> : null}
          <div className="meeting__grid">{others.map(tileView)}</div>
        </div>
        {shown === 'companion' && companion ? (
          <aside
            className="meeting__panel meeting__panel--companion"
            aria-label={companion.label}
            onKeyDown={(event) => {
              if (event.key === 'Escape') setPanel(undefined);
            }}
          >
            <div className="meeting__panel-bar">
              <h2 className="meeting__panel-title" ref={companionTitle} tabIndex={-1}>
                {companion.label}
              </h2>
              <Button variant="secondary" size="sm" onClick={() => setPanel(undefined)}>
                {callTexts.backToVideo}
              </Button>
            </div>
            {companion.content}
          </aside>
        ) : null}
        {shown && shown !== 'companion' ? (
          <aside className="meeting__panel" aria-label={callTexts[shown]}>
            <h2 className="meeting__panel-title">{callTexts[shown]}</h2>
            {shown === 'chat' ? (
              <ChatPanel
                lines={call.chat}
                selfId={self?.id}
                onSend={(text) => provider.sendChat(text)}
              />
            ) : null}
            {shown === 'polls' ? (
              <PollsPanel
                polls={call.polls}
                selfId={self?.id}
                onCreate={(question, options) => provider.createPoll(question, options)}
                onVote={(pollId, option) => provider.vote(pollId, option)}
              />
            ) : null}
            {shown === 'people' ? (
              <PeoplePanel
                participants={call.participants}
                canModerate={self?.canModerate ?? false}
                onRemove={(participant) => {
                  if (window.confirm(callTexts.removeConfirm(participant.name))) {
                    provider.remove(participant.id);
                  }
                }}
              />
            ) : null}
          </aside>
        ) : null}
      </div>
      {call.participants.length === 1 ? (
        <p className="meeting__waiting">
          {callTexts.waitingForOthers} <strong>{meetingId}</strong>
        </p>
      ) : null}
      {call.notices.length > 0 ? (
        <ul className="meeting__notices" aria-live="polite">
          {call.notices.slice(-3).map((notice, index) => (
            // Notices only grow; the last three are shown.
            <li key={`${call.notices.length - 3 + index}`}>{notice}</li>
          ))}
        </ul>
      ) : null}
      <CallControls
        self={self}
        hasMic={call.devices.mic}
        hasCam={call.devices.cam}
        canShareScreen={
          typeof (navigator as Partial<Navigator>).mediaDevices?.getDisplayMedia === 'function'
        }
        panel={shown}
        onPanel={setPanel}
        companion={companion?.label}
        onMic={() => provider.toggleMic()}
        onCam={() => provider.toggleCam()}
        onScreen={() => void provider.toggleScreenShare()}
        onLeave={() => provider.leave()}
        onEnd={() => {
          if (window.confirm(callTexts.endConfirm)) provider.endForAll();
        }}
      />
    </div>
  );
}
