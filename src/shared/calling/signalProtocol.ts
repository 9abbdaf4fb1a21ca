/**
 * The messages of the built-in provider's signalling socket (callingPaths.signal): the
 * browser and the server both read these. Offers, answers and ICE candidates are relayed
 * between two peers; chat, polls and microphone/camera states go to everyone in the meeting.
 * Chat and polls are not stored: they live as long as the call.
 */
export const CHAT_TEXT_MAX = 1000;
export const POLL_OPTIONS_MAX = 6;
export const POLL_TEXT_MAX = 200;
/**
 * The codes the server closes the socket with: its own (4000–4999) the browser tells from a
 * dropped network; a flood gets the standard policy-violation code.
 */
export const SIGNAL_CLOSE_CODES = {
  refused: 4001,
  removed: 4002,
  ended: 4003,
  tooManyMessages: 1008,
} as const;
/** Guests (signed out, or signed in but not the meeting's doctor or patient) join as this. */
export const GUEST_NAME = 'Guest';

export interface MediaState {
  mic: boolean;
  cam: boolean;
  /** The stream id of a screen share, so receivers tell it from the camera; null when none. */
  screen: string | null;
}

export interface PeerInfo {
  id: string;
  name: string;
  /** The meeting's own doctor and patient may remove people and end the meeting; guests not. */
  can_moderate: boolean;
  media: MediaState;
}

/** What is relayed between two peers: an offer or answer, or an ICE candidate. */
export interface SessionDescription {
  type: 'offer' | 'answer' | 'pranswer' | 'rollback';
  sdp?: string;
}
export interface IceCandidate {
  candidate: string;
  sdpMid?: string | null;
  sdpMLineIndex?: number | null;
  usernameFragment?: string | null;
}
export interface SignalPayload {
  description?: SessionDescription;
  candidate?: IceCandidate | null;
}

export type ServerMessage =
  | { type: 'welcome'; self: PeerInfo }
  | { type: 'peer-joined'; peer: PeerInfo }
  | { type: 'peer-present'; peer: PeerInfo }
  | { type: 'peer-left'; peer: string }
  | { type: 'signal'; from: string; data: SignalPayload }
  | { type: 'media'; from: string; media: MediaState }
  | { type: 'chat'; from: string; name: string; text: string; at: string }
  | {
      type: 'poll-create';
      from: string;
      name: string;
      poll_id: string;
      question: string;
      options: string[];
    }
  | { type: 'poll-vote'; from: string; poll_id: string; option: number }
  | { type: 'removed'; by: string }
  | { type: 'ended'; by: string }
  | { type: 'refused'; message: string };
