import type { ReactNode } from 'react';
import {
  CameraIcon,
  CameraOffIcon,
  ChatIcon,
  EndCallIcon,
  LeaveIcon,
  MicIcon,
  MicOffIcon,
  PeopleIcon,
  PollIcon,
  ScreenIcon,
  SummaryIcon,
} from '../../../ui/icons/callIcons';
import type { Participant } from './callProvider';
import { callTexts } from './callTexts';

/** The room's own panels, and 'companion': the one the app lends it (callCompanion.ts). */
export type SidePanel = 'chat' | 'polls' | 'people' | 'companion';

export interface CallControlsProps {
  self: Participant | undefined;
  hasMic: boolean;
  hasCam: boolean;
  panel: SidePanel | undefined;
  onPanel: (panel: SidePanel | undefined) => void;
  /** The label of the panel the app lends the room, when it lends one. */
  companion?: string;
  onMic: () => void;
  onCam: () => void;
  onScreen: () => void;
  onLeave: () => void;
  onEnd: () => void;
  canShareScreen: boolean;
}

function ControlButton(props: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  danger?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={props.danger ? 'call-control call-control--danger' : 'call-control'}
      aria-pressed={props.pressed}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {props.children}
      <span className="call-control__label">{props.label}</span>
    </button>
  );
}

/** The bar under the video: microphone, camera, screen, panels, leave and end. */
export function CallControls(props: CallControlsProps) {
  const { self, panel } = props;
  const mic = self?.media.mic ?? false;
  const cam = self?.media.cam ?? false;
  const sharing = self?.media.screen !== null && self?.media.screen !== undefined;
  const togglePanel = (next: SidePanel) => props.onPanel(panel === next ? undefined : next);
  return (
    <div className="call-controls" role="toolbar" aria-label={callTexts.callControls}>
      <ControlButton
        label={mic ? callTexts.muteMic : callTexts.unmuteMic}
        disabled={!props.hasMic}
        onClick={props.onMic}
      >
        {mic ? <MicIcon /> : <MicOffIcon />}
      </ControlButton>
      <ControlButton
        label={cam ? callTexts.camOffAction : callTexts.camOnAction}
        disabled={!props.hasCam}
        onClick={props.onCam}
      >
        {cam ? <CameraIcon /> : <CameraOffIcon />}
      </ControlButton>
      <ControlButton
        label={sharing ? callTexts.stopSharing : callTexts.shareScreen}
        pressed={sharing}
        disabled={!props.canShareScreen}
        onClick={props.onScreen}
      >
        <ScreenIcon />
      </ControlButton>
      <ControlButton
        label={callTexts.chat}
        pressed={panel === 'chat'}
        onClick={() => togglePanel('chat')}
      >
        <ChatIcon />
      </ControlButton>
      <ControlButton
        label={callTexts.polls}
        pressed={panel === 'polls'}
        onClick={() => togglePanel('polls')}
      >
        <PollIcon />
      </ControlButton>
      <ControlButton
        label={callTexts.people}
        pressed={panel === 'people'}
        onClick={() => togglePanel('people')}
      >
        <PeopleIcon />
      </ControlButton>
      {props.companion ? (
        <ControlButton
          label={props.companion}
          pressed={panel === 'companion'}
          onClick={() => togglePanel('companion')}
        >
          <SummaryIcon />
        </ControlButton>
      ) : null}
      <ControlButton label={callTexts.leave} danger onClick={props.onLeave}>
        <LeaveIcon />
      </ControlButton>
      {self?.canModerate ? (
        <ControlButton label={callTexts.endForAll} danger onClick={props.onEnd}>
          <EndCallIcon />
        </ControlButton>
      ) : null}
    </div>
  );
}
