import type { IceServer } from '../../../../shared/api/callingContract';
import type { ClientMessage } from '../../../../shared/api/signalContract';
import type {
  MediaState,
  PeerInfo,
  ServerMessage,
} from '../../../../shared/calling/signalProtocol';
import {
  initialSnapshot,
  type CallJoinOptions,
  type CallProvider,
  type CallSnapshot,
} from './callProvider';
import {
  addChatLine,
  addNotice,
  addPoll,
  recordVote,
  removeParticipant,
  updateParticipant,
  upsertParticipant,
} from './callSnapshotUpdates';
import { CallStore } from './callStore';
import { callNoticeTexts } from './callTexts';
import { openLocalMedia } from './localMedia';
import { MeshPeerLink } from './meshPeerLink';
import { SignalSocket } from './signalSocket';

function randomId(): string {
  return crypto.randomUUID().replaceAll('-', '').slice(0, 16);
}

/**
 * The built-in provider: WebRTC from browser to browser, every person connected to every
 * other (a mesh, right for a consultation of two to four), signalled through our server.
 */
export class MeshCallProvider extends CallStore implements CallProvider {
  private socket: SignalSocket | undefined;
  private local: MediaStream | null = null;
  private screen: MediaStream | null = null;
  private selfId = '';
  private readonly links = new Map<string, MeshPeerLink>();
  private media: MediaState = { mic: false, cam: false, screen: null };
  private ended = false;

  constructor(
    private readonly options: CallJoinOptions,
    private readonly iceServers: IceServer[],
  ) {
    super(initialSnapshot);
  }

  async join(): Promise<void> {
    const { stream, notice } = await openLocalMedia();
    if (this.ended) {
      stream?.getTracks().forEach((track) => track.stop());
      return;
    }
    this.local = stream;
    this.media = {
      mic: (stream?.getAudioTracks().length ?? 0) > 0,
      cam: (stream?.getVideoTracks().length ?? 0) > 0,
      screen: null,
    };
    const withDevices = { ...this.state, devices: { mic: this.media.mic, cam: this.media.cam } };
    this.set(notice ? addNotice(withDevices, notice) : withDevices);

    this.socket = new SignalSocket({
      open: () =>
        this.send({
          type: 'join',
          meeting_id: this.options.meetingId,
          ...(this.options.token ? { token: this.options.token } : {}),
          media: this.media,
        }),
      message: (message) => this.receive(message),
      lost: () => this.finish('failed', this.state.reason ?? callNoticeTexts.lost),
    });
  }

  private send(message: ClientMessage): void {
    this.socket?.send(message);
  }

  private receive(message: ServerMessage): void {
    switch (message.type) {
      case 'welcome':
        this.selfId = message.self.id;
        this.set({
          ...upsertParticipant(this.state, message.self.id, {
            name: message.self.name,
            isSelf: true,
            canModerate: message.self.can_moderate,
            media: this.media,
            camera: this.local,
            connection: 'connected',
          }),
          phase: 'in-call',
        });
        return;
      case 'peer-joined':
        // Whoever was here first starts the connection to the newcomer.
        this.meet(message.peer);
        return;
      case 'peer-present':
        this.meet(message.peer);
        return;
      case 'peer-left':
        this.links.get(message.peer)?.close();
        this.links.delete(message.peer);
        this.set(removeParticipant(this.state, message.peer));
        return;
      case 'signal':
        void this.links.get(message.from)?.receive(message.data);
        return;
      case 'media': {
        const participant = this.state.participants.find((p) => p.id === message.from);
        const screenGone = message.media.screen === null;
        this.set(
          updateParticipant(this.state, message.from, {
            media: message.media,
            ...(screenGone && participant?.screen ? { screen: null } : {}),
          }),
        );
        return;
      }
      case 'chat':
        this.set(
          addChatLine(this.state, {
            id: `${message.at}-${message.from}`,
            from: message.from,
            name: message.name,
            text: message.text,
            at: message.at,
          }),
        );
        return;
      case 'poll-create':
        this.set(
          addPoll(this.state, {
            id: message.poll_id,
            question: message.question,
            by: message.name,
            options: message.options,
            votes: {},
          }),
        );
        return;
      case 'poll-vote':
        this.set(recordVote(this.state, message.poll_id, message.from, message.option));
        return;
      case 'removed':
        this.finish('removed', callNoticeTexts.removed(message.by));
        return;
      case 'ended':
        this.finish('ended', callNoticeTexts.ended(message.by));
        return;
      case 'refused':
        if (this.state.phase === 'joining') this.finish('failed', message.message);
        else this.set(addNotice(this.state, message.message));
        return;
    }
  }

  private meet(peer: PeerInfo): void {
    this.set(
      upsertParticipant(this.state, peer.id, {
        name: peer.name,
        canModerate: peer.can_moderate,
        media: peer.media,
      }),
    );
    if (this.links.has(peer.id)) return;
    const link = new MeshPeerLink(this.selfId < peer.id, this.iceServers, {
      signal: (data) => this.send({ type: 'signal', to: peer.id, data }),
      stream: (stream) => this.streamArrived(peer.id, stream),
      connection: (state) =>
        this.set(updateParticipant(this.state, peer.id, { connection: state })),
    });
    this.links.set(peer.id, link);
    if (this.local) link.sendCamera(this.local);
    if (this.screen) link.sendScreen(this.screen);
  }

  /** Their media state names their screen's stream; any other stream is their camera. */
  private streamArrived(peerId: string, stream: MediaStream): void {
    const person = this.state.participants.find((p) => p.id === peerId);
    const isScreen = person?.media.screen === stream.id;
    this.set(
      updateParticipant(this.state, peerId, isScreen ? { screen: stream } : { camera: stream }),
    );
    stream.addEventListener('removetrack', () => {
      if (stream.getTracks().length === 0 && isScreen) {
        this.set(updateParticipant(this.state, peerId, { screen: null }));
      }
    });
  }

  toggleMic(): void {
    const tracks = this.local?.getAudioTracks() ?? [];
    if (tracks.length === 0) return;
    const on = !this.media.mic;
    tracks.forEach((track) => (track.enabled = on));
    this.changeMedia({ mic: on });
  }

  toggleCam(): void {
    const tracks = this.local?.getVideoTracks() ?? [];
    if (tracks.length === 0) return;
    const on = !this.media.cam;
    tracks.forEach((track) => (track.enabled = on));
    this.changeMedia({ cam: on });
  }

  private changeMedia(change: Partial<MediaState>): void {
    this.media = { ...this.media, ...change };
    this.send({ type: 'media', media: this.media });
    this.set(updateParticipant(this.state, this.selfId, { media: this.media }));
  }

  async toggleScreenShare(): Promise<void> {
    if (this.screen) return this.stopScreenShare();
    let screen: MediaStream;
    try {
      screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
    } catch {
      this.set(addNotice(this.state, callNoticeTexts.screenRefused));
      return;
    }
    this.screen = screen;
    // Announce the stream first, so receivers know which incoming stream is the screen.
    this.changeMedia({ screen: screen.id });
    for (const link of this.links.values()) link.sendScreen(screen);
    screen.getVideoTracks()[0]?.addEventListener('ended', () => this.stopScreenShare());
    this.set(updateParticipant(this.state, this.selfId, { screen }));
  }

  private stopScreenShare(): void {
    if (!this.screen) return;
    this.screen.getTracks().forEach((track) => track.stop());
    this.screen = null;
    for (const link of this.links.values()) link.stopScreen();
    this.changeMedia({ screen: null });
    this.set(updateParticipant(this.state, this.selfId, { screen: null }));
  }

  sendChat(text: string): void {
    const trimmed = text.trim();
    if (trimmed) this.send({ type: 'chat', text: trimmed });
  }

  createPoll(question: string, options: string[]): void {
    this.send({ type: 'poll-create', poll_id: randomId(), question, options });
  }

  vote(pollId: string, option: number): void {
    this.send({ type: 'poll-vote', poll_id: pollId, option });
  }

  remove(participantId: string): void {
    this.send({ type: 'remove', peer: participantId });
  }

  endForAll(): void {
    this.send({ type: 'end' });
  }

  leave(): void {
    this.finish('left', callNoticeTexts.left);
  }

  private finish(phase: CallSnapshot['phase'], reason: string): void {
    if (this.ended) return;
    this.ended = true;
    for (const link of this.links.values()) link.close();
    this.links.clear();
    this.local?.getTracks().forEach((track) => track.stop());
    this.screen?.getTracks().forEach((track) => track.stop());
    this.socket?.close();
    this.set({ ...this.state, phase, reason });
  }
}
