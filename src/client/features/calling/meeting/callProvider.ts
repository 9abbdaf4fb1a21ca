import type { MediaState } from '../../../../shared/calling/signalProtocol';

/** One person in the call, as the meeting UI draws them. */
export interface Participant {
  id: string;
  name: string;
  isSelf: boolean;
  canModerate: boolean;
  media: MediaState;
  camera: MediaStream | null;
  screen: MediaStream | null;
  /** gone: their connection dropped; they stay on screen, marked, until they come back or leave. */
  connection: 'connecting' | 'connected' | 'reconnecting' | 'gone';
}

export interface ChatLine {
  id: string;
  from: string;
  name: string;
  text: string;
  at: string;
}

export interface Poll {
  id: string;
  question: string;
  by: string;
  options: string[];
  /** The option each person chose, by participant id: one vote each, the last one counts. */
  votes: Record<string, number>;
}

export type CallPhase = 'joining' | 'in-call' | 'left' | 'removed' | 'ended' | 'failed';

export interface CallSnapshot {
  phase: CallPhase;
  /** The local person first. */
  participants: Participant[];
  chat: ChatLine[];
  polls: Poll[];
  /** What the person should know: audio only, joined as a viewer, someone left. */
  notices: string[];
  /** Whether the local microphone and camera exist to be switched on and off. */
  devices: { mic: boolean; cam: boolean };
  /** Why the call ended or failed, in words. */
  reason?: string;
}

/**
 * What the meeting UI asks of a video provider (docs/product.md#calling): the built-in WebRTC mesh, or
 * VideoSDK when its keys are configured. The UI reads snapshots and calls these actions;
 * it never knows which provider carries the call.
 */
export interface CallProvider {
  join(): Promise<void>;
  leave(): void;
  toggleMic(): void;
  toggleCam(): void;
  toggleScreenShare(): Promise<void>;
  sendChat(text: string): void;
  createPoll(question: string, options: string[]): void;
  vote(pollId: string, option: number): void;
  remove(participantId: string): void;
  endForAll(): void;
  subscribe(listener: () => void): () => void;
  snapshot(): CallSnapshot;
}

export interface CallJoinOptions {
  meetingId: string;
  /** The session token of a signed-in person; a guest joins without one, as 'Guest'. */
  token: string | undefined;
}

export const initialSnapshot: CallSnapshot = {
  phase: 'joining',
  participants: [],
  chat: [],
  polls: [],
  notices: [],
  devices: { mic: false, cam: false },
};
