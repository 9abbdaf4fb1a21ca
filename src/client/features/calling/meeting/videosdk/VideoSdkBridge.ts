import type { MediaState } from '../../../../../shared/calling/signalProtocol';
import {
  initialSnapshot,
  type CallProvider,
  type CallSnapshot,
  type ChatLine,
  type Participant,
} from '../callProvider';
import {
  addChatLine,
  addPoll,
  recordVote,
  removeParticipant,
  upsertParticipant,
} from '../callSnapshotUpdates';
import { CallStore } from '../callStore';
import { callNoticeTexts } from '../callTexts';

/** What the VideoSDK hooks hand the bridge: the meeting's own actions. */
export interface VideoSdkControls {
  join: () => Promise<void>;
  leave: () => Promise<void>;
  end: () => Promise<void>;
  toggleMic: () => Promise<void>;
  toggleWebcam: () => Promise<void>;
  toggleScreenShare: () => Promise<void>;
  publishChat: (text: string) => Promise<void>;
  publishPoll: (message: PollMessage) => Promise<void>;
  removeParticipant: (id: string) => Promise<void>;
}

/** Polls travel on VideoSDK's pub-sub as JSON text on one topic. */
export type PollMessage =
  | { kind: 'create'; poll_id: string; question: string; options: string[] }
  | { kind: 'vote'; poll_id: string; option: number };

export interface SdkParticipant {
  id: string;
  name: string;
  isLocal: boolean;
  media: MediaState;
  camera: MediaStream | null;
  screen: MediaStream | null;
}

/**
 * VideoSDK behind the CallProvider the meeting UI knows: its React hooks (VideoSdkSync) push
 * what they see into this bridge, and the UI's actions go back through the hooks' functions.
 */
export class VideoSdkBridge extends CallStore implements CallProvider {
  private controls: VideoSdkControls | undefined;
  private joinWanted = false;

  constructor(private readonly canModerate: boolean) {
    // VideoSDK opens and switches the devices itself.
    super({ ...initialSnapshot, devices: { mic: true, cam: true } });
  }

  connect(controls: VideoSdkControls): void {
    const first = this.controls === undefined;
    this.controls = controls;
    if (first && this.joinWanted) void controls.join();
  }

  joined(): void {
    this.set({ ...this.state, phase: 'in-call' });
  }

  finished(phase: CallSnapshot['phase'], reason: string): void {
    if (this.state.phase !== 'in-call' && this.state.phase !== 'joining') return;
    this.set({ ...this.state, phase, reason });
  }

  participant(update: SdkParticipant): void {
    const change: Partial<Participant> & Pick<Participant, 'name'> = {
      name: update.name,
      isSelf: update.isLocal,
      canModerate: update.isLocal ? this.canModerate : false,
      media: update.media,
      camera: update.camera,
      screen: update.screen,
      connection: 'connected',
    };
    this.set(upsertParticipant(this.state, update.id, change));
  }

  participantLeft(id: string): void {
    this.set(removeParticipant(this.state, id));
  }

  chatReceived(line: ChatLine): void {
    this.set(addChatLine(this.state, line));
  }

  pollReceived(message: PollMessage, senderId: string, senderName: string): void {
    if (message.kind === 'create') {
      this.set(
        addPoll(this.state, {
          id: message.poll_id,
          question: message.question,
          options: message.options,
          by: senderName,
          votes: {},
        }),
      );
    } else {
      this.set(recordVote(this.state, message.poll_id, senderId, message.option));
    }
  }

  join(): Promise<void> {
    this.joinWanted = true;
    return this.controls ? this.controls.join() : Promise.resolve();
  }

  leave(): void {
    void this.controls?.leave();
    this.finished('left', callNoticeTexts.left);
  }

  toggleMic(): void {
    void this.controls?.toggleMic();
  }

  toggleCam(): void {
    void this.controls?.toggleWebcam();
  }

  async toggleScreenShare(): Promise<void> {
    await this.controls?.toggleScreenShare();
  }

  sendChat(text: string): void {
    const trimmed = text.trim();
    if (trimmed) void this.controls?.publishChat(trimmed);
  }

  createPoll(question: string, options: string[]): void {
    const pollId = crypto.randomUUID().replaceAll('-', '').slice(0, 16);
    void this.controls?.publishPoll({ kind: 'create', poll_id: pollId, question, options });
  }

  vote(pollId: string, option: number): void {
    void this.controls?.publishPoll({ kind: 'vote', poll_id: pollId, option });
  }

  remove(participantId: string): void {
    if (this.canModerate) void this.controls?.removeParticipant(participantId);
  }

  endForAll(): void {
    if (this.canModerate) void this.controls?.end();
  }
}
